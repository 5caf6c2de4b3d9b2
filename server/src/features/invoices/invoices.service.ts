import type {
  Invoice,
  InvoiceResponse,
  InvoicesResponse,
  PayInvoiceResponse,
} from '@members/contract';

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
const PAYABLE_STATUSES = new Set(['Unpaid']);

/** What the invoice use cases need. */
export type InvoiceDeps = Pick<ServerDeps, 'whmcs' | 'config' | 'cache'>;

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
  if (!PAYABLE_STATUSES.has(invoice.status)) {
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
      provider: deps.config.providerName,
      clientName: `${profile.firstname} ${profile.lastname}`.trim(),
      clientEmail: profile.email,
    },
    locale,
  );
  return {
    filename: `invoice-${invoice.invoicenum || invoice.invoiceid}.pdf`,
    data,
  };
}
