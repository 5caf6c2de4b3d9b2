import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { getClient, type ClientRow } from '../db/clients.js';
import { listInvoices } from '../db/invoices.js';
import { formatMoney, toDisplayDate } from '../format.js';

import { sendAddFundsPage } from './add-funds.js';
import {
  escapeHtml,
  escapeStoredText,
  renderErrorPage,
  renderPage,
} from './html.js';
import { sendMassPayPage } from './mass-pay.js';
import { getSession } from './session.js';
import type { PageOptions } from './view-invoice.js';

type ClientAreaRequest = FastifyRequest<{
  Querystring: { action?: string; all?: string };
}>;

/** The signed-in client, or `undefined` after sending the 403 page. */
function loadSignedInClient(
  options: PageOptions,
  request: ClientAreaRequest,
  reply: FastifyReply,
): ClientRow | undefined {
  const session = getSession(options.db, request);
  const client = session ? getClient(options.db, session.client_id) : undefined;
  if (!client) {
    void reply
      .code(403)
      .type('text/html; charset=utf-8')
      .send(
        renderErrorPage(
          'Not signed in',
          'Please open the client area from the members area to sign in.',
        ),
      );
  }
  return client;
}

/** `action=masspay&all=true`: WHMCS's mass pay of every unpaid invoice. */
function isMassPayAll(request: ClientAreaRequest): boolean {
  return request.query.action === 'masspay' && request.query.all === 'true';
}

/**
 * `GET /clientarea.php`: a minimal client area for the signed-in client, listing its
 * invoices with links to their pages; with `action=masspay&all=true`, WHMCS's mass pay
 * page of every unpaid invoice (`POST` pays them); with `action=addfunds`, the
 * Add Funds page.
 */
export function registerClientAreaPage(
  app: FastifyInstance,
  options: PageOptions,
): void {
  app.get<{ Querystring: { action?: string; all?: string } }>(
    '/clientarea.php',
    async (request, reply) => {
      const client = loadSignedInClient(options, request, reply);
      if (!client) {
        return reply;
      }
      if (isMassPayAll(request)) {
        return sendMassPayPage(options, client, reply, false);
      }
      if (request.query.action === 'addfunds') {
        return sendAddFundsPage(options, client, reply);
      }
      const { rows } = listInvoices(
        options.db,
        { clientId: client.id },
        { by: 'id', direction: 'DESC' },
        { start: 0, limit: 100 },
      );
      const invoices = rows
        .map(
          (invoice) =>
            `<tr><td><a href="/viewinvoice.php?id=${invoice.id}">#${invoice.id}</a></td><td>${escapeHtml(toDisplayDate(invoice.date))}</td><td class="amount">${escapeHtml(formatMoney(invoice.total))}</td><td><span class="status status-${escapeHtml(invoice.status)}">${escapeHtml(invoice.status)}</span></td></tr>`,
        )
        .join('');
      return reply.type('text/html; charset=utf-8').send(
        renderPage(
          'Client area',
          `<div class="card">
<h1>Welcome, ${escapeStoredText(client.firstname)}</h1>
<p class="muted">Signed in as ${escapeStoredText(client.email)}</p>
<table><thead><tr><th>Invoice</th><th>Date</th><th class="amount">Total</th><th>Status</th></tr></thead>
<tbody>${invoices}</tbody></table>
<p><a class="button secondary" href="${escapeHtml(`${options.membersAreaUrl}/dashboard/`)}">Back to the members area</a></p>
</div>`,
        ),
      );
    },
  );
  app.post<{ Querystring: { action?: string; all?: string } }>(
    '/clientarea.php',
    async (request, reply) => {
      const client = loadSignedInClient(options, request, reply);
      if (!client) {
        return reply;
      }
      if (!isMassPayAll(request)) {
        return reply.redirect('/clientarea.php', 302);
      }
      return sendMassPayPage(options, client, reply, true);
    },
  );
}
