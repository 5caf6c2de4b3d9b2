import { getClient } from '../db/clients.js';
import { getInvoice, getInvoiceBalance } from '../db/invoices.js';
import { formatMoney, parseDateTimeInput, parseMoney } from '../format.js';
import { sendTemplateEmail } from '../notify.js';
import { recordInvoicePayment } from '../payments.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * AddInvoicePayment: records a payment (default amount: the remaining balance); the
 * invoice becomes Paid once covered. `transid`, `gateway` and `date` default to
 * empty, the invoice's gateway and now.
 * @see https://developers.whmcs.com/api-reference/addinvoicepayment/
 */
export function addInvoicePayment({
  db,
  params,
  clock,
}: ActionContext): ActionReply {
  const invoice = getInvoice(db, params.int('invoiceid') ?? 0);
  if (!invoice) {
    return errorReply('Invoice ID Not Found');
  }
  if (invoice.status === 'Cancelled') {
    return errorReply(
      'It is not possible to add a payment to an invoice that is Cancelled',
    );
  }
  const date =
    parseDateTimeInput(params.text('date'), clock.timeZone) ??
    clock.nowDateTime();
  const amount =
    parseMoney(params.text('amount') || undefined) ??
    getInvoiceBalance(db, invoice);
  recordInvoicePayment(db, clock, invoice, {
    transid: params.text('transid'),
    gateway: params.text('gateway') || invoice.paymentmethod,
    date,
    amount,
    fees: parseMoney(params.text('fees') || undefined) ?? 0,
  });
  if (!params.bool('noemail')) {
    const client = getClient(db, invoice.userid);
    sendTemplateEmail(
      db,
      clock,
      'Invoice Payment Confirmation',
      invoice.userid,
      invoice.id,
      {
        client_name: client ? `${client.firstname} ${client.lastname}` : '',
        invoice_num: String(invoice.id),
        invoice_amount_paid: formatMoney(amount),
      },
    );
  }
  return successReply();
}
