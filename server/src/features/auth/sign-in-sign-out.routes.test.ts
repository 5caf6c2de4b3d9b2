import { sessionResponseSchema } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { expectError } from '../../../test/expect-error.js';
import { TestBrowser } from '../../../test/http-client.js';
import { devicesOf, DEMO, requestCode } from '../../../test/sign-in.js';
import { useTestServer } from '../../../test/signed-in-server.js';

const API = '/dashboard/api';

const suite = useTestServer();

describe('sign-in and sign-out', () => {
  it('gives a new token at every sign-in, also in a browser that has one', async () => {
    const browser = await suite.signedIn(DEMO);
    const before = browser.cookies.get('sid');
    suite.server.clock.advance(11_000);
    const again = await browser.post('/api/auth', DEMO);
    expect(again.status).toBe(200);
    const token = sessionResponseSchema.parse(again.body).token;
    expect(token).not.toBe(before);
    expect(browser.cookies.get('sid')).toBe(token);
    const { code } = await requestCode(suite.server, browser, DEMO.email);
    const verified = await browser.post(`${API}/verifyCode`, {
      emailToVerif: DEMO.email,
      code,
    });
    expect(verified.status).toBe(200);
    const third = sessionResponseSchema.parse(verified.body).token;
    expect(new Set([before, token, third]).size).toBe(3);
    expect(browser.cookies.get('sid')).toBe(third);
    // The sessions the browser had before are ended, not left behind.
    for (const old of [before ?? '', token]) {
      expectError(
        await new TestBrowser(suite.server.url).get(`${API}/me`, {
          bearer: old,
        }),
        401,
        'UNAUTHENTICATED',
      );
    }
    const list = await devicesOf(browser);
    expect(list.filter((device) => device.current)).toHaveLength(1);
  });

  it('ends the session on the server and clears site data at logout', async () => {
    const browser = await suite.signedIn(DEMO);
    const token = browser.cookies.get('sid') ?? '';
    const response = await browser.post(`${API}/logout`);
    expect(response.status).toBe(200);
    expect(response.headers.get('clear-site-data')).toBe('"cache", "storage"');
    const cleared = response.headers.getSetCookie().join('\n');
    expect(cleared).toMatch(/(^|\n)sid=;/);
    expect(cleared).toMatch(/(^|\n)membersArea=;/);
    // The old token is dead, even sent as a bearer token.
    expectError(
      await new TestBrowser(suite.server.url).get(`${API}/me`, {
        bearer: token,
      }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('lets a fresh e-mailed code satisfy the withdrawal step-up', async () => {
    const browser = await suite.signedIn(DEMO);
    suite.server.clock.advance(16 * 60 * 1000);
    expectError(
      await browser.post(`${API}/withdrawal`, {
        amount: 1,
        paymentmethod: 'paypal',
      }),
      403,
      'REAUTH_REQUIRED',
    );
    const { code } = await requestCode(suite.server, browser, DEMO.email);
    expect(
      (
        await browser.post(`${API}/verifyCode`, {
          emailToVerif: DEMO.email,
          code,
        })
      ).status,
    ).toBe(200);
    const response = await browser.post(`${API}/withdrawal`, {
      amount: 1,
      paymentmethod: 'paypal',
    });
    expect(response.status).toBe(200);
  });
});
