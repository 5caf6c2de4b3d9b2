import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callOk } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import { listInvoices } from '../db/invoices.js';
import type { Emulator } from '../options.js';

/** Creates a mass-pay link for the client and redeems it: where it landed and the cookie. */
async function openMassPay(
  emulator: Emulator,
  clientId: number,
): Promise<{ location: string; cookie: string }> {
  const body = await callOk(emulator, 'CreateSsoToken', {
    client_id: clientId,
    destination: 'sso:custom_redirect',
    sso_redirect_path: 'clientarea.php?action=masspay&all=true',
  });
  const url = new URL(body.redirect_url);
  const redeemed = await emulator.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
  });
  expect(redeemed.statusCode).toBe(302);
  return {
    location: String(redeemed.headers.location ?? ''),
    cookie: String(redeemed.headers['set-cookie'] ?? '').split(';')[0] ?? '',
  };
}

/** The ids of the client's invoices in a status, read from the database. */
function invoiceIds(emulator: Emulator, clientId: number, status: string) {
  return listInvoices(
    emulator.db,
    { clientId, status },
    { by: 'id', direction: 'DESC' },
    { start: 0, limit: 1000 },
  ).rows.map((invoice) => invoice.id);
}

describe('mass pay page', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator({
      publicUrl: 'http://billing.test',
      membersAreaUrl: 'http://members.test/',
    });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('lists exactly the client’s unpaid invoices with their total, and pays them at once', async () => {
    const unpaid = invoiceIds(emulator, 1, 'Unpaid');
    expect(unpaid.length).toBeGreaterThanOrEqual(2);
    const paid = invoiceIds(emulator, 1, 'Paid');
    expect(paid.length).toBeGreaterThan(0);

    const { location, cookie } = await openMassPay(emulator, 1);
    expect(location).toBe('/clientarea.php?action=masspay&all=true');
    const page = await emulator.app.inject({
      method: 'GET',
      url: location,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    const listed = [
      ...page.body.matchAll(
        /data-testid="mass-pay-invoice"><td><a href="\/viewinvoice\.php\?id=(\d+)"/g,
      ),
    ].map((match) => Number(match[1]));
    expect(listed).toEqual(unpaid);
    const balances = [
      ...page.body.matchAll(
        /data-testid="mass-pay-invoice">.*?class="amount">€([\d.]+) EUR</g,
      ),
    ].map((match) => Number(match[1]));
    expect(balances).toHaveLength(unpaid.length);
    const total = balances.reduce((sum, value) => sum + value, 0).toFixed(2);
    expect(page.body).toContain(`data-testid="mass-pay-total">€${total} EUR<`);
    expect(page.body).toContain(
      `data-testid="pay-now">Make payment €${total} EUR<`,
    );

    const other = await emulator.app.inject({
      method: 'GET',
      url: location,
    });
    expect(other.statusCode).toBe(403);

    const payment = await emulator.app.inject({
      method: 'POST',
      url: location,
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(payment.statusCode).toBe(200);
    expect(payment.body).toContain('data-testid="payment-received"');
    expect(payment.body).toContain('data-testid="nothing-due"');
    expect(invoiceIds(emulator, 1, 'Unpaid')).toEqual([]);
    expect(invoiceIds(emulator, 1, 'Paid')).toEqual(
      expect.arrayContaining([...unpaid, ...paid]),
    );
    // Another client's unpaid invoice is untouched.
    expect(invoiceIds(emulator, 2, 'Unpaid')).toContain(2001);
  });
});
