import { isPayableInvoice, sumMoney } from '@members/contract';
import type {
  Invoice,
  InvoiceResponse,
  InvoicesResponse,
  PayAllResponse,
  PayInvoiceResponse,
} from '@members/contract';

import { brandImages } from '../../brand/brand-images.js';
import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import {
  listInvoices,
  loadOwnInvoice,
  presentInvoice,
} from '../../domain/invoices.js';
import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';

/** Only these invoices can be paid. */

/**
 * WHMCS's client area mass pay of every Unpaid invoice of the signed-in client: WHMCS
 * has no API to pay several invoices in one payment, its client area does (the
 * "Enable Mass Payment" option of WHMCS's invoice settings; `emulator/README.md`,
 * Demo pages, cites the page's source).
 */
const MASS_PAY_PATH = 'clientarea.php?action=masspay&all=true';

/** What the invoice use cases need. */
export type InvoiceDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'brand' | 'now'
>;

/** An invoice as a PDF file. */
export interface InvoicePdf {
  filename: string;
  data: Buffer;
}

async function loadWithCurrency(
  deps: InvoiceDeps,
  clientId: number,
  invoiceId: number,
): Promise<{ invoice: Invoice; profile: ClientProfile }> {
  const [invoice, profile] = await Promise.all([
    loadOwnInvoice(deps, clientId, invoiceId),
    getClientProfile(deps, clientId),
  ]);
  const currency = await getClientCurrency(deps, profile);
  return { invoice: presentInvoice(invoice, currency), profile };
}

/** The client's invoices, newest first. */
export async function listClientInvoices(
  deps: InvoiceDeps,
  { identity }: Pick<RouteCall<'invoices'>, 'identity'>,
): Promise<Omit<InvoicesResponse, 'error'>> {
  return { invoices: await listInvoices(deps, identity.clientId, null) };
}

/** One of the client's invoices, with its lines and payments. */
export async function getClientInvoice(
  deps: InvoiceDeps,
  { identity, input }: Pick<RouteCall<'invoice'>, 'identity' | 'input'>,
): Promise<Omit<InvoiceResponse, 'error'>> {
  const { invoice } = await loadWithCurrency(
    deps,
    identity.clientId,
    input.invoiceid,
  );
  return { invoice };
}

/**
 * A WHMCS sign-in link to pay one of the client's unpaid invoices. The
 * amount and currency are WHMCS's own: the browser only names the invoice.
 */
export async function createPaymentLink(
  deps: InvoiceDeps,
  { identity, input }: Pick<RouteCall<'payInvoice'>, 'identity' | 'input'>,
): Promise<Omit<PayInvoiceResponse, 'error'>> {
  const { clientId } = identity;
  const invoice = await loadOwnInvoice(deps, clientId, input.invoiceid);
  if (!isPayableInvoice(invoice)) {
    throw new AppError('INVOICE_NOT_PAYABLE', 'This invoice cannot be paid', {
      reason: invoice.status,
    });
  }
  const sso = await deps.whmcs.createSsoToken({
    client_id: clientId,
    destination: 'sso:custom_redirect',
    sso_redirect_path: `viewinvoice.php?id=${invoice.invoiceid}`,
  });
  return { link: sso.redirect_url };
}

/**
 * A WHMCS sign-in link to pay all the client's Unpaid invoices in one payment (WHMCS's
 * mass pay), with how many they are and their total. The list is the one the invoices
 * screen shows; WHMCS's page asks for what WHMCS has.
 */
export async function createPayAllLink(
  deps: InvoiceDeps,
  { identity }: Pick<RouteCall<'payAll'>, 'identity'>,
): Promise<Omit<PayAllResponse, 'error'>> {
  const { clientId } = identity;
  const unpaid = (await listInvoices(deps, clientId, null)).filter(
    isPayableInvoice,
  );
  const [first] = unpaid;
  if (!first) {
    throw new AppError('NOTHING_TO_PAY', 'There are no unpaid invoices to pay');
  }
  const currency = first.currency.code
    ? first.currency
    : await getClientCurrency(deps, await getClientProfile(deps, clientId));
  const sso = await deps.whmcs.createSsoToken({
    client_id: clientId,
    destination: 'sso:custom_redirect',
    sso_redirect_path: MASS_PAY_PATH,
  });
  return {
    link: sso.redirect_url,
    count: unpaid.length,
    total: sumMoney(unpaid.map((invoice) => invoice.total)),
    currency,
  };
}

/** One of the client's invoices as a PDF in the customer's language. */
export async function getInvoicePdf(
  deps: InvoiceDeps,
  {
    identity,
    input,
    locale,
  }: Pick<RouteCall<'invoicePdf'>, 'identity' | 'input' | 'locale'>,
): Promise<InvoicePdf> {
  const { invoice, profile } = await loadWithCurrency(
    deps,
    identity.clientId,
    input.invoiceid,
  );
  // The PDF library is large; it is loaded when the first PDF is asked for.
  const { renderInvoicePdf } = await import('./invoice-pdf.js');
  const data = await renderInvoicePdf(
    invoice,
    {
      provider: deps.brand.name,
      logo: await brandImages(deps.brand).logoPng(),
      clientName: `${profile.firstname} ${profile.lastname}`.trim(),
      clientEmail: profile.email,
    },
    locale,
    deps.now(),
  );
  return {
    filename: `invoice-${invoice.invoicenum || invoice.invoiceid}.pdf`,
    data,
  };
}
