import type { FastifyInstance } from 'fastify';

import { getClient } from '../db/clients.js';

import { escapeHtml, renderErrorPage, renderPage } from './html.js';
import { getSession } from './session.js';
import type { PageOptions } from './view-invoice.js';

/** The route WHMCS 8's client area serves "Add Payment Method" at (`index.php?rp=…`). */
export const ADD_PAY_METHOD_ROUTE = '/account/paymentmethods/add';

/** The `sso_redirect_path` that lands on {@link ADD_PAY_METHOD_ROUTE}. */
export const ADD_PAY_METHOD_PATH = `index.php?rp=${ADD_PAY_METHOD_ROUTE}`;

/**
 * `GET /index.php?rp=/account/paymentmethods/add`: WHMCS 8's "Add Payment
 * Method" page of the signed-in client, where a tokenising gateway takes the
 * card details (the emulator shows the page only: no card is taken). Any
 * other route, or no session, gets an error page.
 */
export function registerAddPayMethodPage(
  app: FastifyInstance,
  options: PageOptions,
): void {
  app.get<{ Querystring: { rp?: string } }>(
    '/index.php',
    async (request, reply) => {
      const session = getSession(options.db, request);
      const client = session
        ? getClient(options.db, session.client_id)
        : undefined;
      const html = (status: number, body: string): unknown =>
        reply.code(status).type('text/html; charset=utf-8').send(body);
      if (request.query.rp !== ADD_PAY_METHOD_ROUTE) {
        return html(
          404,
          renderErrorPage('Page not found', 'This page does not exist.'),
        );
      }
      if (!client) {
        return html(
          403,
          renderErrorPage(
            'Not signed in',
            'Please open the client area from the members area to sign in.',
          ),
        );
      }
      const back = `${options.membersAreaUrl}/dashboard/payment`;
      return html(
        200,
        renderPage(
          'Add Payment Method',
          `<div class="card" data-testid="add-pay-method">
<h1>Add Payment Method</h1>
<p class="muted">Your card details are entered on the payment gateway's secure form and stored as a token; WHMCS never keeps the full card number.</p>
<p class="muted">Demo: no card is taken here.</p>
<p><a class="button secondary" href="${escapeHtml(back)}">Back to the members area</a></p>
</div>`,
        ),
      );
    },
  );
}
