import type { FastifyReply } from 'fastify';

import { getCurrency } from '../db/catalog.js';
import type { ClientRow } from '../db/clients.js';
import { getSetting } from '../db/settings.js';
import { formatMoney, parseMoney } from '../format.js';

import { escapeHtml, renderPage } from './html.js';
import type { PageOptions } from './view-invoice.js';

/** The path of WHMCS's Add Funds page in the client area. */
export const ADD_FUNDS_PATH = '/clientarea.php?action=addfunds';

function settingCents(options: PageOptions, name: string): number {
  return parseMoney(getSetting(options.db, name)) ?? 0;
}

/**
 * WHMCS's Add Funds page (`clientarea.php?action=addfunds`): the limits of
 * General Settings → Credit and an amount form. A demo: the form goes
 * nowhere (no invoice is created, no money moves).
 */
export function sendAddFundsPage(
  options: PageOptions,
  client: ClientRow,
  reply: FastifyReply,
): FastifyReply {
  const currency = getCurrency(options.db, client.currency);
  const money = (cents: number): string =>
    escapeHtml(
      `${currency?.prefix ?? ''}${formatMoney(cents)}${currency?.suffix ?? ''}`,
    );
  const enabled = getSetting(options.db, 'AddFundsEnabled') === 'on';
  const minimum = settingCents(options, 'AddFundsMinimum');
  const maximum = settingCents(options, 'AddFundsMaximum');
  const maximumBalance = settingCents(options, 'AddFundsMaximumBalance');
  const backUrl = `${options.membersAreaUrl}/dashboard/`;
  const body = enabled
    ? `<table data-testid="add-funds-limits"><tbody>
<tr><th>Minimum Deposit</th><td class="amount">${money(minimum)}</td></tr>
<tr><th>Maximum Deposit</th><td class="amount">${money(maximum)}</td></tr>
<tr><th>Maximum Balance</th><td class="amount">${money(maximumBalance)}</td></tr>
<tr><th>Current Balance</th><td class="amount">${money(client.credit)}</td></tr>
</tbody></table>
<form method="get" action="/clientarea.php">
<input type="hidden" name="action" value="addfunds">
<p><label for="amount">Amount to Add</label>
<input id="amount" name="amount" inputmode="decimal" value="${escapeHtml(formatMoney(minimum))}"></p>
<p class="muted">Demo: no invoice is created and no money moves.</p>
<button type="submit">Add Funds</button>
</form>`
    : '<p>Adding funds is not available on this account.</p>';
  return reply.type('text/html; charset=utf-8').send(
    renderPage(
      'Add Funds',
      `<div class="card">
<h1>Add Funds</h1>
${body}
<p><a class="button secondary" href="${escapeHtml(backUrl)}">Back to the members area</a></p>
</div>`,
    ),
  );
}
