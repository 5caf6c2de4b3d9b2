import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { ServerClock } from '../calendar.js';
import { getCurrency, getGateway } from '../db/catalog.js';
import { getClient } from '../db/clients.js';
import type { Database } from '../db/database.js';
import {
  getInvoice,
  getInvoiceBalance,
  listInvoiceItems,
  type InvoiceRow,
} from '../db/invoices.js';
import { formatMoney, toDisplayDate } from '../format.js';
import { sendTemplateEmail } from '../notify.js';
import { recordInvoicePayment } from '../payments.js';
import { randomHex } from '../random.js';

import {
  escapeHtml,
  escapeStoredText,
  renderErrorPage,
  renderPage,
} from './html.js';
import { getSession } from './session.js';

/** What the demo pages read: the database, WHMCS's clock, and where they link back to. */
export interface PageOptions {
  db: Database;
  clock: ServerClock;
  membersAreaUrl: string;
}

function renderInvoice(
  options: PageOptions,
  invoice: InvoiceRow,
  notice: string,
): string {
  const { db } = options;
  const client = getClient(db, invoice.userid);
  const currency = client ? getCurrency(db, client.currency) : undefined;
  const money = (cents: number): string =>
    escapeHtml(
      `${currency?.prefix ?? ''}${formatMoney(cents)}${currency?.suffix ?? ''}`,
    );
  const balance = getInvoiceBalance(db, invoice);
  const gateway = getGateway(db, invoice.paymentmethod);
  const backUrl = `${options.membersAreaUrl}/dashboard/invoice?invoiceid=${invoice.id}`;
  const rows = listInvoiceItems(db, invoice.id)
    .map(
      (item) =>
        `<tr><td>${escapeStoredText(item.description)}</td><td class="amount">${money(item.amount)}</td></tr>`,
    )
    .join('');
  const action =
    invoice.status === 'Unpaid'
      ? `<form method="post" action="/viewinvoice.php?id=${invoice.id}">
<p class="muted">Demo payment with ${escapeStoredText(gateway?.display_name ?? invoice.paymentmethod)}: no money moves.</p>
<button type="submit" data-testid="pay-now">Pay now ${money(balance)}</button>
</form>`
      : `<p><a class="button" data-testid="back-to-members-area" href="${escapeHtml(backUrl)}">Back to the members area</a></p>`;
  const paidLine =
    invoice.status === 'Paid'
      ? `<p class="muted">Paid on ${escapeHtml(toDisplayDate(invoice.datepaid))}</p>`
      : '';
  return renderPage(
    `Invoice #${invoice.id}`,
    `${notice}
<div class="card">
<h1>Invoice #${invoice.id} <span class="status status-${escapeHtml(invoice.status)}" data-testid="invoice-status">${escapeHtml(invoice.status)}</span></h1>
<p class="muted">Invoice date ${escapeHtml(toDisplayDate(invoice.date))} · Due ${escapeHtml(toDisplayDate(invoice.duedate))}</p>
${paidLine}
<table>
<thead><tr><th>Description</th><th class="amount">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><th>Total</th><th class="amount" data-testid="invoice-total">${money(invoice.total)}</th></tr>
<tr><td>Balance due</td><td class="amount">${money(balance)}</td></tr>
</tfoot>
</table>
${action}
</div>`,
  );
}

/** Sends the invoice page, or a 403 page unless the session's client owns the invoice. */
function loadOwnInvoice(
  options: PageOptions,
  request: FastifyRequest<{ Querystring: { id?: string } }>,
  reply: FastifyReply,
): InvoiceRow | undefined {
  const session = getSession(options.db, request);
  const invoice = getInvoice(options.db, Number(request.query.id ?? 0));
  if (!session || !invoice || invoice.userid !== session.client_id) {
    void reply
      .code(403)
      .type('text/html; charset=utf-8')
      .send(
        renderErrorPage(
          'Access denied',
          session
            ? 'This invoice does not belong to your account.'
            : 'Please open this page from the members area to sign in.',
        ),
      );
    return undefined;
  }
  return invoice;
}

/**
 * `GET /viewinvoice.php?id=N` shows an invoice of the signed-in client with a "Pay now"
 * form when Unpaid; `POST` records the payment (like AddInvoicePayment, with the
 * invoice's gateway) and shows "Payment received" with a link back to the members area.
 */
export function registerViewInvoicePage(
  app: FastifyInstance,
  options: PageOptions,
): void {
  app.get<{ Querystring: { id?: string } }>(
    '/viewinvoice.php',
    async (request, reply) => {
      const invoice = loadOwnInvoice(options, request, reply);
      if (!invoice) {
        return reply;
      }
      return reply
        .type('text/html; charset=utf-8')
        .send(renderInvoice(options, invoice, ''));
    },
  );
  app.post<{ Querystring: { id?: string } }>(
    '/viewinvoice.php',
    async (request, reply) => {
      const invoice = loadOwnInvoice(options, request, reply);
      if (!invoice) {
        return reply;
      }
      let notice = '';
      if (invoice.status === 'Unpaid') {
        const amount = getInvoiceBalance(options.db, invoice);
        recordInvoicePayment(options.db, options.clock, invoice, {
          transid: `DEMO-${randomHex(6).toUpperCase()}`,
          gateway: invoice.paymentmethod,
          date: options.clock.nowDateTime(),
          amount,
          fees: 0,
        });
        const client = getClient(options.db, invoice.userid);
        sendTemplateEmail(
          options.db,
          options.clock,
          'Invoice Payment Confirmation',
          invoice.userid,
          invoice.id,
          {
            client_name: client ? `${client.firstname} ${client.lastname}` : '',
            invoice_num: String(invoice.id),
            invoice_amount_paid: formatMoney(amount),
          },
        );
        notice =
          '<div class="notice" data-testid="payment-received">Payment received. Thank you!</div>';
      }
      const updated = getInvoice(options.db, invoice.id) ?? invoice;
      return reply
        .type('text/html; charset=utf-8')
        .send(renderInvoice(options, updated, notice));
    },
  );
}
