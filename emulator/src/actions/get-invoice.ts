import {
  getInvoice as findInvoice,
  getInvoiceBalance,
  listInvoiceItems,
  listInvoiceTransactions,
} from '../db/invoices.js';
import { formatMoney } from '../format.js';
import { presentTransaction } from '../present/invoice.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * GetInvoice: one invoice with its items, balance and transactions; `transactions` is
 * the empty string when there are none, as in WHMCS.
 * @see https://developers.whmcs.com/api-reference/getinvoice/
 */
export function getInvoice({ db, params }: ActionContext): ActionReply {
  const invoice = findInvoice(db, params.int('invoiceid') ?? 0);
  if (!invoice) {
    return errorReply('Invoice ID Not Found');
  }
  const transactions = listInvoiceTransactions(db, invoice.id);
  return successReply({
    invoiceid: invoice.id,
    invoicenum: invoice.invoicenum,
    userid: invoice.userid,
    date: invoice.date,
    duedate: invoice.duedate,
    datepaid: invoice.datepaid,
    lastcaptureattempt: invoice.last_capture_attempt,
    subtotal: formatMoney(invoice.subtotal),
    credit: formatMoney(invoice.credit),
    tax: formatMoney(invoice.tax),
    tax2: formatMoney(invoice.tax2),
    total: formatMoney(invoice.total),
    balance: formatMoney(getInvoiceBalance(db, invoice)),
    taxrate: invoice.taxrate,
    taxrate2: invoice.taxrate2,
    status: invoice.status,
    paymentmethod: invoice.paymentmethod,
    notes: invoice.notes,
    ccgateway: false,
    items: {
      item: listInvoiceItems(db, invoice.id).map((item) => ({
        id: item.id,
        type: item.type,
        relid: item.relid,
        description: item.description,
        amount: formatMoney(item.amount),
        taxed: item.taxed,
      })),
    },
    transactions:
      transactions.length === 0
        ? ''
        : { transaction: transactions.map(presentTransaction) },
  });
}
