import type { Currency, Invoice, InvoiceSummary } from '@members/contract';

import { AppError } from '../lib/app-error.js';
import { collectPages, WhmcsError } from '../whmcs/index.js';
import type { GetInvoiceReply, GetInvoicesReply } from '../whmcs/index.js';

import type { DomainContext } from './context.js';
import { toLocalDateTime } from './dates.js';

type WhmcsInvoiceSummary = GetInvoicesReply['invoices'][number];

function formatRate(rate: number): string {
  return rate.toFixed(3);
}

type SummaryFields = Pick<
  WhmcsInvoiceSummary,
  | 'invoicenum'
  | 'status'
  | 'date'
  | 'duedate'
  | 'datepaid'
  | 'subtotal'
  | 'credit'
  | 'tax'
  | 'tax2'
  | 'total'
  | 'paymentmethod'
>;

function presentSummaryFields(
  invoiceid: number,
  invoice: SummaryFields,
  currency: Currency,
): InvoiceSummary {
  return {
    invoiceid,
    invoicenum: invoice.invoicenum,
    status: invoice.status,
    date: invoice.date,
    duedate: invoice.duedate,
    datepaid: toLocalDateTime(invoice.datepaid),
    subtotal: invoice.subtotal,
    credit: invoice.credit,
    tax: invoice.tax,
    tax2: invoice.tax2,
    total: invoice.total,
    currency,
    paymentmethod: invoice.paymentmethod,
  };
}

/** Maps a WHMCS invoice list entry to the contract. */
export function presentInvoiceSummary(
  invoice: WhmcsInvoiceSummary,
  fallbackCurrency: Currency | null,
): InvoiceSummary {
  const currency: Currency = invoice.currencycode
    ? {
        code: invoice.currencycode,
        prefix: invoice.currencyprefix,
        suffix: invoice.currencysuffix,
      }
    : (fallbackCurrency ?? { code: '', prefix: '', suffix: '' });
  return presentSummaryFields(invoice.id, invoice, currency);
}

/** Maps a whole WHMCS invoice to the contract. */
export function presentInvoice(
  invoice: GetInvoiceReply,
  currency: Currency,
): Invoice {
  return {
    ...presentSummaryFields(invoice.invoiceid, invoice, currency),
    balance: invoice.balance,
    taxrate: formatRate(invoice.taxrate),
    taxrate2: formatRate(invoice.taxrate2),
    items: invoice.items.map((item) => ({
      id: item.id,
      type: item.type,
      relid: item.relid,
      description: item.description,
      amount: item.amount,
      taxed: item.taxed,
    })),
    transactions: invoice.transactions.map((transaction) => ({
      id: transaction.id,
      date: toLocalDateTime(transaction.date),
      gateway: transaction.gateway,
      transid: transaction.transid,
      amount: transaction.amountin,
    })),
  };
}

/** The client's invoices, newest first, checked to belong to the client. */
export async function listInvoices(
  ctx: DomainContext,
  clientId: number,
  fallbackCurrency: Currency | null,
): Promise<InvoiceSummary[]> {
  const invoices = await collectPages(
    ctx.whmcs,
    'GetInvoices',
    { userid: clientId, orderby: 'date', order: 'desc' },
    (reply) => reply.invoices,
  );
  return invoices
    .filter((invoice) => invoice.userid === clientId)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id)
    .map((invoice) => presentInvoiceSummary(invoice, fallbackCurrency));
}

/**
 * Loads an invoice of the client. Another client's invoice answers exactly
 * like a missing one (404), so ids cannot be probed.
 */
export async function loadOwnInvoice(
  ctx: DomainContext,
  clientId: number,
  invoiceId: number,
): Promise<GetInvoiceReply> {
  let invoice: GetInvoiceReply;
  try {
    invoice = await ctx.whmcs.getInvoice({ invoiceid: invoiceId });
  } catch (error) {
    if (error instanceof WhmcsError && error.isNotFound()) {
      throw new AppError('NOT_FOUND', 'Invoice not found');
    }
    throw error;
  }
  if (invoice.userid !== clientId) {
    throw new AppError('NOT_FOUND', 'Invoice not found');
  }
  return invoice;
}
