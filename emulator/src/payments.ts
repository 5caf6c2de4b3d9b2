import type { ServerClock } from './calendar.js';
import type { Database } from './db/database.js';
import {
  getInvoiceBalance,
  insertTransaction,
  updateInvoice,
  type InvoiceRow,
} from './db/invoices.js';
import { onInvoicePaid } from './orders.js';

/** Statuses an incoming payment can turn into `Paid`. */
const PAYABLE_STATUSES = new Set([
  'Unpaid',
  'Draft',
  'Payment Pending',
  'Collections',
]);

/** A payment to record against an invoice; amounts in cents. */
export interface InvoicePayment {
  transid: string;
  gateway: string;
  date: string;
  amount: number;
  fees: number;
}

/**
 * Records a payment transaction and, once payments cover the total, marks the
 * invoice Paid with `datepaid` set. Shared by AddInvoicePayment and the demo
 * payment page. A newly Paid invoice applies its upgrade or sets up its
 * order's lines ({@link onInvoicePaid}). Returns whether the invoice is now Paid.
 */
export function recordInvoicePayment(
  db: Database,
  clock: ServerClock,
  invoice: InvoiceRow,
  payment: InvoicePayment,
): boolean {
  insertTransaction(db, {
    userid: invoice.userid,
    currency: 0,
    gateway: payment.gateway,
    date: payment.date,
    description: 'Invoice Payment',
    amountin: payment.amount,
    fees: payment.fees,
    amountout: 0,
    rate: '1.00000',
    transid: payment.transid,
    invoiceid: invoice.id,
    refundid: 0,
  });
  if (
    PAYABLE_STATUSES.has(invoice.status) &&
    getInvoiceBalance(db, invoice) === 0
  ) {
    updateInvoice(db, invoice.id, {
      status: 'Paid',
      datepaid: payment.date,
      updated_at: clock.nowDateTime(),
    });
    onInvoicePaid(db, clock, invoice.id);
    return true;
  }
  return invoice.status === 'Paid';
}
