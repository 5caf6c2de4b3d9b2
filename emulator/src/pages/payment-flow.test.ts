import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callOk } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

import { SESSION_COOKIE } from './session.js';

async function createToken(
  emulator: Emulator,
  fields: Record<string, string | number>,
): Promise<string> {
  const body = await callOk(emulator, 'CreateSsoToken', fields);
  const url = new URL(body.redirect_url);
  return `${url.pathname}${url.search}`;
}

async function redeem(
  emulator: Emulator,
  path: string,
): Promise<{ status: number; location: string; cookie: string }> {
  const response = await emulator.app.inject({ method: 'GET', url: path });
  const setCookie = String(response.headers['set-cookie'] ?? '');
  return {
    status: response.statusCode,
    location: String(response.headers.location ?? ''),
    cookie: setCookie.split(';')[0] ?? '',
  };
}

describe('demo payment page', () => {
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

  it('goes from CreateSsoToken to a paid invoice and back', async () => {
    const path = await createToken(emulator, {
      client_id: 1,
      destination: 'sso:custom_redirect',
      sso_redirect_path: 'viewinvoice.php?id=1001',
    });
    expect(path).toMatch(
      /^\/oauth\/singlesignon\.php\?access_token=[0-9a-f]{40}$/,
    );

    const redeemed = await redeem(emulator, path);
    expect(redeemed.status).toBe(302);
    expect(redeemed.location).toBe('/viewinvoice.php?id=1001');
    expect(redeemed.cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    const setCookie = String(
      (await emulator.app.inject({ method: 'GET', url: path })).headers[
        'set-cookie'
      ] ?? '',
    );
    expect(setCookie).toBe('');

    const page = await emulator.app.inject({
      method: 'GET',
      url: redeemed.location,
      headers: { cookie: redeemed.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Invoice #1001');
    expect(page.body).toContain('Unpaid');
    expect(page.body).toContain('data-testid="pay-now"');
    expect(page.body).toContain('€89.99 EUR');
    expect(page.body).toContain('name="viewport"');

    const paid = await emulator.app.inject({
      method: 'POST',
      url: '/viewinvoice.php?id=1001',
      headers: {
        cookie: redeemed.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment received');
    expect(paid.body).toContain(
      'data-testid="back-to-members-area" href="http://members.test/dashboard/invoice?invoiceid=1001"',
    );
    expect(paid.body).not.toContain('data-testid="pay-now"');

    const invoice = await callOk(emulator, 'GetInvoice', { invoiceid: 1001 });
    expect(invoice.status).toBe('Paid');
    expect(invoice.balance).toBe('0.00');
    expect(invoice.transactions.transaction[0].gateway).toBe('paypal');

    const again = await emulator.app.inject({
      method: 'GET',
      url: '/viewinvoice.php?id=1001',
      headers: { cookie: redeemed.cookie },
    });
    expect(again.body).toContain('Paid');
    expect(again.body).toContain('data-testid="back-to-members-area"');
  });

  it('refuses a used, unknown or expired token with a 403 page', async () => {
    const path = await createToken(emulator, { client_id: 2 });
    expect((await redeem(emulator, path)).status).toBe(302);
    const reused = await emulator.app.inject({ method: 'GET', url: path });
    expect(reused.statusCode).toBe(403);
    expect(reused.headers['content-type']).toContain('text/html');
    expect(
      (await redeem(emulator, '/oauth/singlesignon.php?access_token=abc'))
        .status,
    ).toBe(403);
    expect((await redeem(emulator, '/oauth/singlesignon.php')).status).toBe(
      403,
    );
    const expired = await createToken(emulator, { client_id: 2 });
    emulator.db.prepare('UPDATE sso_tokens SET expires_at = 0').run();
    expect((await redeem(emulator, expired)).status).toBe(403);
  });

  it("shows invoices only to their owner's session", async () => {
    const path = await createToken(emulator, { client_id: 2 });
    const { cookie } = await redeem(emulator, path);
    const own = await emulator.app.inject({
      method: 'GET',
      url: '/viewinvoice.php?id=2001',
      headers: { cookie },
    });
    expect(own.statusCode).toBe(200);
    for (const id of [1002, 9999]) {
      const other = await emulator.app.inject({
        method: 'GET',
        url: `/viewinvoice.php?id=${id}`,
        headers: { cookie },
      });
      expect(other.statusCode).toBe(403);
    }
    const pay = await emulator.app.inject({
      method: 'POST',
      url: '/viewinvoice.php?id=1002',
      headers: { cookie },
    });
    expect(pay.statusCode).toBe(403);
    expect(
      (await callOk(emulator, 'GetInvoice', { invoiceid: 1002 })).status,
    ).toBe('Unpaid');
    const anonymous = await emulator.app.inject({
      method: 'GET',
      url: '/viewinvoice.php?id=2001',
    });
    expect(anonymous.statusCode).toBe(403);
  });

  it('redirects by destination and serves a minimal client area', async () => {
    const invoices = await redeem(
      emulator,
      await createToken(emulator, {
        client_id: 1,
        destination: 'clientarea:invoices',
      }),
    );
    expect(invoices.location).toBe('/clientarea.php?action=invoices');
    const home = await redeem(
      emulator,
      await createToken(emulator, { user_id: 501 }),
    );
    expect(home.location).toBe('/clientarea.php');
    const escape = await redeem(
      emulator,
      await createToken(emulator, {
        client_id: 1,
        destination: 'sso:custom_redirect',
        sso_redirect_path: 'https://evil.example/',
      }),
    );
    expect(escape.location).toBe('/clientarea.php');
    const area = await emulator.app.inject({
      method: 'GET',
      url: invoices.location,
      headers: { cookie: invoices.cookie },
    });
    expect(area.statusCode).toBe(200);
    expect(area.body).toContain('Welcome, Demo');
    expect(area.body).toContain('href="/viewinvoice.php?id=1002"');
    expect(
      (await emulator.app.inject({ method: 'GET', url: '/clientarea.php' }))
        .statusCode,
    ).toBe(403);
  });

  it('escapes HTML in invoice data', async () => {
    emulator.db
      .prepare(
        "UPDATE invoice_items SET description = '<script>alert(1)</script>' WHERE invoice_id = 2001",
      )
      .run();
    const { cookie } = await redeem(
      emulator,
      await createToken(emulator, { client_id: 2 }),
    );
    const page = await emulator.app.inject({
      method: 'GET',
      url: '/viewinvoice.php?id=2001',
      headers: { cookie },
    });
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
