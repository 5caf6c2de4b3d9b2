/**
 * Classes "code brute force", "races", "session fixation" and "session
 * revocation" (security.md decisions 2 and 3), against the real server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TestBrowser } from '../http-client.js';
import {
  DEMO,
  OTHER,
  requestCode,
  signedInBrowser,
  signInWithPassword,
} from '../sign-in.js';
import { startTestServer } from '../start-test-server.js';
import type { TestServer } from '../start-test-server.js';

import { expectEnvelope } from './support.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** A fresh code for the address; the clock moves past the resend cooldown. */
async function freshCode(browser: TestBrowser, email = DEMO.email) {
  server.clock.advance(61_000);
  return (await requestCode(server, browser, email)).code;
}

const verify = (browser: TestBrowser, code: string, email = DEMO.email) =>
  browser.post('/dashboard/api/verifyCode', { emailToVerif: email, code });

const whoAmI = async (token: string) => {
  const response = await new TestBrowser(server.url).get('/dashboard/api/me', {
    bearer: token,
  });
  return response.status === 200
    ? (response.body as { email: string }).email
    : response.status;
};

describe('code brute force: guesses never sign in and the code dies', () => {
  it.each([
    [
      'a wrong six-digit code',
      (code: string) => (code === '000000' ? '111111' : '000000'),
    ],
    ['five digits', (code: string) => code.slice(0, 5)],
    ['seven digits', (code: string) => `${code}0`],
    ['letters', () => 'abcdef'],
    ['the code with a space', (code: string) => ` ${code}`],
    ['the code as a number', (code: string) => Number(code)],
    ['an empty code', () => ''],
  ] as const)('refuses %s', async (_name, guess) => {
    server.clock.advance(25 * 60 * 60 * 1000);
    const browser = new TestBrowser(server.url);
    const code = await freshCode(browser);
    const response = await browser.post('/dashboard/api/verifyCode', {
      emailToVerif: DEMO.email,
      code: guess(code),
    });
    expect([400, 401]).toContain(response.status);
    expectEnvelope(response, response.status);
    expect(browser.cookies.has('sid')).toBe(false);
  });

  it('five wrong tries sent at once still end the code', async () => {
    server.clock.advance(25 * 60 * 60 * 1000);
    const browser = new TestBrowser(server.url);
    const code = await freshCode(browser);
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => verify(browser, wrong)),
    );
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expectEnvelope(await verify(browser, code), 401, 'CODE_INVALID');
  });

  it("one customer's code does not sign in the other", async () => {
    server.clock.advance(25 * 60 * 60 * 1000);
    const browser = new TestBrowser(server.url);
    const code = await freshCode(browser, DEMO.email);
    expectEnvelope(await verify(browser, code, OTHER.email), 401);
  });
});

describe('races: one code, many parallel verifications, exactly one wins', () => {
  it.each([2, 5, 10])('%i parallel verifications', async (count) => {
    server.clock.advance(25 * 60 * 60 * 1000);
    const browser = new TestBrowser(server.url);
    const code = await freshCode(browser);
    const answers = await Promise.all(
      Array.from({ length: count }, () => verify(browser, code)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 401)).toBe(
      true,
    );
  });
});

describe('session fixation: a token set before sign-in is never adopted', () => {
  it.each([
    ['an invented cookie', 'sid', () => 'attacker-chosen-value'],
    ['a well-formed invented cookie', 'sid', () => 'A'.repeat(43)],
  ])('password sign-in replaces %s', async (_name, cookie, value) => {
    const browser = new TestBrowser(server.url);
    const planted = value();
    browser.cookies.set(cookie, planted);
    const { token } = await signInWithPassword(
      server,
      browser,
      DEMO.email,
      DEMO.password,
    );
    expect(token).not.toBe(planted);
    expect(browser.cookies.get('sid')).toBe(token);
    expect(await whoAmI(planted)).toBe(401);
  });

  it('code sign-in replaces a planted cookie', async () => {
    server.clock.advance(25 * 60 * 60 * 1000);
    const browser = new TestBrowser(server.url);
    browser.cookies.set('sid', 'B'.repeat(43));
    const code = await freshCode(browser);
    const response = await verify(browser, code);
    expect(response.status).toBe(200);
    const { token } = response.body as { token: string };
    expect(token).not.toBe('B'.repeat(43));
    expect(browser.cookies.get('sid')).toBe(token);
  });

  it("a victim signing in over the attacker's own live session gets a new one", async () => {
    const attacker = new TestBrowser(server.url);
    const { token: attackerToken } = await signInWithPassword(
      server,
      attacker,
      OTHER.email,
      OTHER.password,
    );
    const victim = new TestBrowser(server.url);
    victim.cookies.set('sid', attackerToken);
    const { token } = await signInWithPassword(
      server,
      victim,
      DEMO.email,
      DEMO.password,
    );
    expect(token).not.toBe(attackerToken);
    // The planted session was not raised to the victim's account (it may
    // be ended by the new sign-in of that browser).
    expect([OTHER.email, 401]).toContain(await whoAmI(attackerToken));
    expect(await whoAmI(token)).toBe(DEMO.email);
  });

  it('every sign-in gives a new 256-bit token', async () => {
    const browser = new TestBrowser(server.url);
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const { token } = await signInWithPassword(
        server,
        browser,
        DEMO.email,
        DEMO.password,
      );
      expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      tokens.add(token);
    }
    expect(tokens.size).toBe(3);
  });
});

describe('session revocation: logout ends the session on the server', () => {
  it('a cookie logout kills the token for cookie and bearer use', async () => {
    const { browser, token } = await signedInBrowser(server);
    const response = await browser.post('/dashboard/api/logout');
    expect(response.status).toBe(200);
    expect(response.headers.get('clear-site-data')).toBe('"cache", "storage"');
    expect(await whoAmI(token)).toBe(401);
    const replay = new TestBrowser(server.url);
    replay.cookies.set('sid', token);
    expectEnvelope(
      await replay.get('/dashboard/api/me'),
      401,
      'UNAUTHENTICATED',
    );
    // The stale cookie is removed when it is replayed.
    expect(replay.cookies.has('sid')).toBe(false);
  });

  it('a logout clears the sign-in state but keeps the referral, language and colour scheme', async () => {
    const { browser } = await signedInBrowser(server);
    const kept = {
      aff_id: 'partner-7',
      browserLang: 'de-de',
      colorScheme: 'dark',
    };
    for (const [name, value] of Object.entries(kept)) {
      browser.cookies.set(name, value);
    }
    browser.cookies.set('membersArea', '{"auth":{"loggedIn":true}}');
    // Control: the same browser sends them all while signed in.
    expect((await browser.get('/dashboard/api/me')).status).toBe(200);
    const response = await browser.post('/dashboard/api/logout');
    expect(response.status).toBe(200);
    expect(response.headers.get('clear-site-data')).not.toContain('cookies');
    expect(browser.cookies.has('sid')).toBe(false);
    expect(browser.cookies.has('membersArea')).toBe(false);
    for (const [name, value] of Object.entries(kept)) {
      expect(browser.cookies.get(name)).toBe(value);
    }
  });

  it('a bearer logout kills the token', async () => {
    const { token } = await signInWithPassword(
      server,
      new TestBrowser(server.url),
      DEMO.email,
      DEMO.password,
    );
    const client = new TestBrowser(server.url);
    expect(
      (await client.post('/dashboard/api/logout', {}, { bearer: token }))
        .status,
    ).toBe(200);
    expect(await whoAmI(token)).toBe(401);
  });

  it("logging out one device leaves the customer's other sessions", async () => {
    const phone = new TestBrowser(server.url);
    const laptop = new TestBrowser(server.url);
    await signInWithPassword(server, phone, DEMO.email, DEMO.password);
    const { token } = await signInWithPassword(
      server,
      laptop,
      DEMO.email,
      DEMO.password,
    );
    await phone.post('/dashboard/api/logout');
    expect(await whoAmI(token)).toBe(DEMO.email);
  });

  it('a logged-out token cannot change anything', async () => {
    const browser = new TestBrowser(server.url);
    await signInWithPassword(server, browser, DEMO.email, DEMO.password);
    const token = browser.cookies.get('sid') ?? '';
    await browser.post('/dashboard/api/logout');
    const replay = new TestBrowser(server.url);
    replay.cookies.set('sid', token);
    expectEnvelope(
      await replay.request('PUT', '/dashboard/api/cancelTicket', {
        body: { ticketid: 1 },
      }),
      401,
      'UNAUTHENTICATED',
    );
  });
});
