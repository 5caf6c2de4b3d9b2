import type { TransactionRow } from '../db/invoices.js';
import { formatMoney } from '../format.js';

/** A transaction as GetInvoice lists it under `transactions.transaction[]`. */
export function presentTransaction(
  row: TransactionRow,
): Record<string, string> {
  return {
    id: String(row.id),
    userid: String(row.userid),
    currency: String(row.currency),
    gateway: row.gateway,
    date: row.date,
    description: row.description,
    amountin: formatMoney(row.amountin),
    fees: formatMoney(row.fees),
    amountout: formatMoney(row.amountout),
    rate: row.rate,
    transid: row.transid,
    invoiceid: String(row.invoiceid),
    refundid: String(row.refundid),
  };
}
