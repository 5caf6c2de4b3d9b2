import { getClient, updateClient } from '../db/clients.js';
import { insertCredit } from '../db/credits.js';
import {
  getInvoice,
  getInvoiceBalance,
  updateInvoice,
} from '../db/invoices.js';
import { formatMoney, parseMoney } from '../format.js';
import { sendTemplateEmail } from '../notify.js';
import { onInvoicePaid } from '../orders.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * ApplyCredit: applies the client's credit balance to an Unpaid invoice. The
 * amount leaves the client's `credit`, is added to the invoice's `credit` and taken
 * off its `total` (WHMCS's invoice total is subtotal + taxes − credit), so the
 * balance drops by it; once the balance is 0 the invoice is Paid with `datepaid`
 * now. `amount` may be `full`: as much as the credit and the balance allow. Error
 * texts are the page's list, checked in its order.
 * @see https://developers.whmcs.com/api-reference/applycredit/
 */
export function applyCredit({ db, params, clock }: ActionContext): ActionReply {
  const invoice = getInvoice(db, params.int('invoiceid') ?? 0);
  if (!invoice) {
    return errorReply('Invoice ID Not Found');
  }
  if (invoice.status !== 'Unpaid') {
    return errorReply('Invoice Not in Unpaid Status');
  }
  const client = getClient(db, invoice.userid);
  const available = client?.credit ?? 0;
  const balance = getInvoiceBalance(db, invoice);
  const requested = params.text('amount');
  const amount =
    requested.toLowerCase() === 'full'
      ? Math.min(available, balance)
      : (parseMoney(requested) ?? 0);
  if (amount > available) {
    return errorReply('Amount exceeds customer credit balance');
  }
  if (amount > balance) {
    return errorReply('Amount Exceeds Invoice Balance');
  }
  if (amount <= 0) {
    return errorReply('Credit Amount to apply must be greater than zero');
  }
  const now = clock.nowDateTime();
  const isPaid = db.transaction(() => {
    updateClient(db, invoice.userid, {
      credit: available - amount,
      updated_at: now,
    });
    insertCredit(db, {
      client_id: invoice.userid,
      date: now.slice(0, 10),
      description: `Credit Applied to Invoice #${invoice.id}`,
      amount: -amount,
      relid: invoice.id,
    });
    updateInvoice(db, invoice.id, {
      credit: invoice.credit + amount,
      total: invoice.total - amount,
      updated_at: now,
    });
    const updated = getInvoice(db, invoice.id);
    if (updated && getInvoiceBalance(db, updated) === 0) {
      updateInvoice(db, invoice.id, { status: 'Paid', datepaid: now });
      onInvoicePaid(db, clock, invoice.id);
      return true;
    }
    return false;
  })();
  if (isPaid && !params.bool('noemail') && client) {
    sendTemplateEmail(
      db,
      clock,
      'Invoice Payment Confirmation',
      invoice.userid,
      invoice.id,
      {
        client_name: `${client.firstname} ${client.lastname}`,
        invoice_num: String(invoice.id),
        invoice_amount_paid: formatMoney(amount),
      },
    );
  }
  return successReply({
    invoiceid: String(invoice.id),
    amount: formatMoney(amount),
    invoicepaid: isPaid ? 'true' : 'false',
  });
}
