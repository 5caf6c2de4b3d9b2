import type { Invoice, InvoiceSummary, Locale } from '@members/contract';

import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import {
  listInvoices,
  loadOwnInvoice,
  presentInvoice,
} from '../../domain/invoices.js';
import { AppError } from '../../lib/app-error.js';

/** Only these invoices can be paid. */
const PAYABLE_STATUSES = new Set(['Unpaid']);

/** What the invoice use cases need. */
export interface InvoiceDeps {
  ctx: DomainContext;
}

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
  const { ctx } = deps;
  const [invoice, profile] = await Promise.all([
    loadOwnInvoice(ctx, clientId, invoiceId),
    getClientProfile(ctx, clientId),
  ]);
  const currency = await getClientCurrency(ctx, profile);
  return { invoice: presentInvoice(invoice, currency), profile };
}

/** The client's invoices, newest first. */
export async function listClientInvoices(
  deps: InvoiceDeps,
  clientId: number,
): Promise<InvoiceSummary[]> {
  return listInvoices(deps.ctx, clientId, null);
}

/** One of the client's invoices, with its lines and payments. */
export async function getClientInvoice(
  deps: InvoiceDeps,
  clientId: number,
  invoiceId: number,
): Promise<Invoice> {
  return (await loadWithCurrency(deps, clientId, invoiceId)).invoice;
}

/**
 * A WHMCS sign-in link to pay one of the client's unpaid invoices. The
 * amount and currency are WHMCS's own: the browser only names the invoice.
 */
export async function createPaymentLink(
  deps: InvoiceDeps,
  clientId: number,
  invoiceId: number,
): Promise<string> {
  const { ctx } = deps;
  const invoice = await loadOwnInvoice(ctx, clientId, invoiceId);
  if (!PAYABLE_STATUSES.has(invoice.status)) {
    throw new AppError('INVOICE_NOT_PAYABLE', 'This invoice cannot be paid', {
      reason: invoice.status,
    });
  }
  const sso = await ctx.whmcs.createSsoToken({
    client_id: clientId,
    destination: 'sso:custom_redirect',
    sso_redirect_path: `viewinvoice.php?id=${invoice.invoiceid}`,
  });
  return sso.redirect_url;
}

/** One of the client's invoices as a PDF in the customer's language. */
export async function getInvoicePdf(
  deps: InvoiceDeps,
  clientId: number,
  invoiceId: number,
  locale: Locale,
): Promise<InvoicePdf> {
  const { invoice, profile } = await loadWithCurrency(
    deps,
    clientId,
    invoiceId,
  );
  // The PDF library is large; it is loaded when the first PDF is asked for.
  const { renderInvoicePdf } = await import('./invoice-pdf.js');
  const data = await renderInvoicePdf(
    invoice,
    {
      provider: deps.ctx.config.providerName,
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
