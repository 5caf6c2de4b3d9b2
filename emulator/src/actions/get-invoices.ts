import { getCurrency } from '../db/catalog.js';
import { getClient, type ClientRow } from '../db/clients.js';
import { listInvoices, type InvoiceFilters } from '../db/invoices.js';
import { formatMoney } from '../format.js';

import {
  getPage,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/** Every invoice status WHMCS knows. */
export const INVOICE_STATUSES: readonly string[] = [
  'Draft',
  'Unpaid',
  'Paid',
  'Cancelled',
  'Refunded',
  'Collections',
  'Payment Pending',
];

function readStatusFilter(status: string, today: string): InvoiceFilters {
  if (status === '') {
    return {};
  }
  if (status.toLowerCase() === 'overdue') {
    return { overdueBefore: today };
  }
  const known = INVOICE_STATUSES.find(
    (name) => name.toLowerCase() === status.toLowerCase(),
  );
  return { status: known ?? status };
}

/**
 * GetInvoices: a page of invoices, optionally of one client (`userid`) and one status
 * (or `Overdue`: Unpaid and past due), sorted by `orderby`/`order` (default id, asc).
 * @see https://developers.whmcs.com/api-reference/getinvoices/
 */
export function getInvoices(context: ActionContext): ActionReply {
  const { db, params, whmcs, clock } = context;
  const page = getPage(context);
  // `orderby` and `order` exist since WHMCS 7.7 (the action's Version History).
  const canSort = whmcs.isAtLeast('7.7');
  const direction =
    canSort && params.text('order').toLowerCase() === 'desc' ? 'DESC' : 'ASC';
  const { total, rows } = listInvoices(
    db,
    {
      clientId: params.int('userid') || undefined,
      ...readStatusFilter(params.text('status'), clock.today()),
    },
    { by: canSort ? params.text('orderby').toLowerCase() : '', direction },
    page,
  );
  const clients = new Map<number, ClientRow | undefined>();
  const invoices = rows.map((row) => {
    if (!clients.has(row.userid)) {
      clients.set(row.userid, getClient(db, row.userid));
    }
    const client = clients.get(row.userid);
    const currency = client ? getCurrency(db, client.currency) : undefined;
    return {
      id: row.id,
      userid: row.userid,
      firstname: client?.firstname ?? '',
      lastname: client?.lastname ?? '',
      companyname: client?.companyname ?? '',
      invoicenum: row.invoicenum,
      date: row.date,
      duedate: row.duedate,
      datepaid: row.datepaid,
      last_capture_attempt: row.last_capture_attempt,
      date_refunded: row.date_refunded,
      date_cancelled: row.date_cancelled,
      subtotal: formatMoney(row.subtotal),
      credit: formatMoney(row.credit),
      tax: formatMoney(row.tax),
      tax2: formatMoney(row.tax2),
      total: formatMoney(row.total),
      taxrate: row.taxrate,
      taxrate2: row.taxrate2,
      status: row.status,
      paymentmethod: row.paymentmethod,
      paymethodid: null,
      notes: row.notes,
      created_at: row.created_at,
      updated_at: row.updated_at,
      currencycode: currency?.code ?? '',
      currencyprefix: currency?.prefix ?? '',
      currencysuffix: currency?.suffix ?? '',
    };
  });
  return successReply({
    totalresults: total,
    startnumber: page.start,
    numreturned: invoices.length,
    invoices: { invoice: invoices },
  });
}
