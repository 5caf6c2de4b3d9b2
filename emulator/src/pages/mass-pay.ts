import type { FastifyReply } from 'fastify';

import { getCurrency } from '../db/catalog.js';
import type { ClientRow } from '../db/clients.js';
import {
  getInvoiceBalance,
  listInvoices,
  type InvoiceRow,
} from '../db/invoices.js';
import { formatMoney, toDisplayDate } from '../format.js';
import { recordInvoicePayment } from '../payments.js';
import { randomHex } from '../random.js';

import { escapeHtml, renderPage } from './html.js';
import type { PageOptions } from './view-invoice.js';

/** The path WHMCS's client area serves mass pay of every unpaid invoice at. */
export const MASS_PAY_PATH = '/clientarea.php?action=masspay&all=true';

/** The client's Unpaid invoices, newest first, as WHMCS's `masspay&all=true` selects them. */
function listUnpaidInvoices(
  options: PageOptions,
  clientId: number,
): InvoiceRow[] {
  return listInvoices(
    options.db,
    { clientId, status: 'Unpaid' },
    { by: 'id', direction: 'DESC' },
    { start: 0, limit: 1000 },
  ).rows;
}

function renderMassPay(
  options: PageOptions,
  client: ClientRow,
  notice: string,
): string {
  const currency = getCurrency(options.db, client.currency);
  const money = (cents: number): string =>
    escapeHtml(
      `${currency?.prefix ?? ''}${formatMoney(cents)}${currency?.suffix ?? ''}`,
    );
  const invoices = listUnpaidInvoices(options, client.id);
  const balances = invoices.map((invoice) =>
    getInvoiceBalance(options.db, invoice),
  );
  const total = balances.reduce((sum, cents) => sum + cents, 0);
  const rows = invoices
    .map(
      (invoice, index) =>
        `<tr data-testid="mass-pay-invoice"><td><a href="/viewinvoice.php?id=${invoice.id}">#${invoice.id}</a></td><td>${escapeHtml(toDisplayDate(invoice.duedate))}</td><td class="amount">${money(balances[index] ?? 0)}</td></tr>`,
    )
    .join('');
  const backUrl = `${options.membersAreaUrl}/dashboard/invoices`;
  const action =
    invoices.length > 0
      ? `<form method="post" action="${escapeHtml(MASS_PAY_PATH)}">
<p class="muted">Demo payment: no money moves.</p>
<button type="submit" data-testid="pay-now">Make payment ${money(total)}</button>
</form>`
      : `<p class="muted" data-testid="nothing-due">There are no unpaid invoices.</p>
<p><a class="button" data-testid="back-to-members-area" href="${escapeHtml(backUrl)}">Back to the members area</a></p>`;
  return renderPage(
    'Mass payment',
    `${notice}
<div class="card">
<h1>Mass payment</h1>
<p class="muted">All your unpaid invoices, paid in one payment.</p>
<table>
<thead><tr><th>Invoice</th><th>Due date</th><th class="amount">Balance due</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th colspan="2">Total due</th><th class="amount" data-testid="mass-pay-total">${money(total)}</th></tr></tfoot>
</table>
${action}
</div>`,
  );
}

/**
 * `GET /clientarea.php?action=masspay&all=true`: the signed-in client's Unpaid invoices
 * with their total and one "Make payment" button, as WHMCS's client area mass pay
 * (`clientarea.php`, `action=masspay`, `all`: the client's Unpaid invoices by id, newest
 * first). `POST` pays them all in one demo payment (a payment recorded on each invoice,
 * with its own gateway) and shows the page again, now empty.
 */
export function sendMassPayPage(
  options: PageOptions,
  client: ClientRow,
  reply: FastifyReply,
  pay: boolean,
): FastifyReply {
  let notice = '';
  if (pay) {
    const invoices = listUnpaidInvoices(options, client.id);
    const transid = `DEMO-${randomHex(6).toUpperCase()}`;
    for (const invoice of invoices) {
      recordInvoicePayment(options.db, options.clock, invoice, {
        transid,
        gateway: invoice.paymentmethod,
        date: options.clock.nowDateTime(),
        amount: getInvoiceBalance(options.db, invoice),
        fees: 0,
      });
    }
    notice =
      invoices.length > 0
        ? '<div class="notice" data-testid="payment-received">Payment received. Thank you!</div>'
        : '';
  }
  return reply
    .type('text/html; charset=utf-8')
    .send(renderMassPay(options, client, notice));
}
