import {
  sendCodeResponseSchema,
  sessionResponseSchema,
} from '@members/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError as expectErrorEnvelope } from '../../../test/expect-error.js';
import { TestBrowser } from '../../../test/http-client.js';
import {
  DEMO,
  OTHER,
  TWO_FACTOR,
  extractCode,
  readOutbox,
  requestCode,
  signedInBrowser,
  signInWithPassword,
  waitForMail,
} from '../../../test/sign-in.js';
import { startTestServer } from '../../../test/start-test-server.js';
import type { TestServer } from '../../../test/start-test-server.js';
import { DAY_MS } from '../../lib/time.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  // Every test starts after the previous one's cooldowns and windows.
  server.clock.advance(25 * 60 * 60 * 1000);
});

/** The error envelope, which always names its request. */
function expectError(
  response: { status: number; body: unknown },
  status: number,
  code: string,
) {
  const envelope = expectErrorEnvelope(response, status, code);
  expect(envelope.requestId).toBeTruthy();
  return envelope;
}

/** Signs in with a code for `email` (the demo account's) from `browser`. */
function verifyCode(browser: TestBrowser, code: string, email = DEMO.email) {
  return browser.post('/dashboard/api/verifyCode', {
    emailToVerif: email,
    code,
  });
}

describe('sign-in by e-mailed code', () => {
  it('sends a code and signs in with it', async () => {
    const browser = new TestBrowser(server.url);
    const { code, response } = await requestCode(server, browser, DEMO.email);
    expect(sendCodeResponseSchema.parse(response.body)).toEqual({
      error: false,
      expiresIn: 600,
      resendIn: 60,
    });
    expect(browser.cookies.has('login_challenge')).toBe(true);
    expect(response.headers.getSetCookie().join()).toMatch(
      /login_challenge=.*HttpOnly/i,
    );
    expect(code).toMatch(/^\d{6}$/);

    const verified = await verifyCode(browser, code);
    expect(verified.status).toBe(200);
    const session = sessionResponseSchema.parse(verified.body);
    expect(session.userid).toBe(1);
    expect(session.user).toEqual({
      userid: 1,
      affiliate: true,
      reseller: true,
      scope: ['customer', 'affiliate', 'reseller'],
    });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const setCookie = verified.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/sid=[^;]+;.*Max-Age=15552000/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(browser.cookies.has('login_challenge')).toBe(false);

    const me = await browser.get('/dashboard/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: DEMO.email, user: { userid: 1 } });
  });

  it('answers the same for an unknown address and invites it to sign up', async () => {
    const browser = new TestBrowser(server.url);
    const before = (await readOutbox(browser)).length;
    const response = await browser.post('/dashboard/api/sendCode', {
      email: 'nobody@example.com',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      error: false,
      expiresIn: 600,
      resendIn: 60,
    });
    const mail = await waitForMail(browser, 'nobody@example.com', before);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect(mail.text).toContain('/dashboard/login?signup=1');
    const verify = await browser.post('/dashboard/api/verifyCode', {
      emailToVerif: 'nobody@example.com',
      code: '123456',
    });
    expectError(verify, 401, 'CODE_INVALID');
  });

  it('sends the mail in the requested language', async () => {
    const browser = new TestBrowser(server.url);
    const before = (await readOutbox(browser)).length;
    await browser.post('/dashboard/api/sendCode', {
      email: DEMO.email,
      locale: 'de-de',
    });
    const mail = await waitForMail(browser, DEMO.email, before);
    expect(mail.subject).toBe('Ihr Anmeldecode für StreamMax');
    expect(extractCode(mail)).toMatch(/^\d{6}$/);
  });

  it('takes the language from the browserLang cookie', async () => {
    const browser = new TestBrowser(server.url);
    browser.cookies.set('browserLang', 'tr-tr');
    const before = (await readOutbox(browser)).length;
    await browser.post('/dashboard/api/sendCode', { email: DEMO.email });
    const mail = await waitForMail(browser, DEMO.email, before);
    expect(mail.subject).toBe('StreamMax giriş kodunuz');
  });

  it('refuses a used code', async () => {
    const browser = new TestBrowser(server.url);
    const { code } = await requestCode(server, browser, DEMO.email);
    const challenge = browser.cookies.get('login_challenge') ?? '';
    const body = { emailToVerif: DEMO.email, code };
    expect((await browser.post('/dashboard/api/verifyCode', body)).status).toBe(
      200,
    );
    browser.cookies.set('login_challenge', challenge);
    expectError(
      await browser.post('/dashboard/api/verifyCode', body),
      401,
      'CODE_INVALID',
    );
  });

  it('refuses a wrong code and ends the code at the fifth wrong try', async () => {
    const browser = new TestBrowser(server.url);
    const { code } = await requestCode(server, browser, DEMO.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expectError(await verifyCode(browser, wrong), 401, 'CODE_INVALID');
    }
    expectError(await verifyCode(browser, code), 401, 'CODE_INVALID');
  });

  it('refuses an expired code', async () => {
    const browser = new TestBrowser(server.url);
    const { code } = await requestCode(server, browser, DEMO.email);
    server.clock.advance(601_000);
    expectError(await verifyCode(browser, code), 401, 'CODE_INVALID');
  });

  it('binds the code to the browser that asked for it', async () => {
    const asking = new TestBrowser(server.url);
    const { code } = await requestCode(server, asking, DEMO.email);
    const elsewhere = new TestBrowser(server.url);
    expectError(await verifyCode(elsewhere, code), 401, 'CODE_INVALID');
    const wrongAddress = await verifyCode(asking, code, OTHER.email);
    expectError(wrongAddress, 401, 'CODE_INVALID');
  });

  it('accepts only the newest code of an address', async () => {
    const first = new TestBrowser(server.url);
    const { code: oldCode } = await requestCode(server, first, DEMO.email);
    server.clock.advance(61_000);
    const second = new TestBrowser(server.url);
    const { code: newCode } = await requestCode(server, second, DEMO.email);
    expectError(await verifyCode(first, oldCode), 401, 'CODE_INVALID');
    const ok = await verifyCode(second, newCode);
    expect(ok.status).toBe(200);
  });

  it('lets only one of two parallel verifications win', async () => {
    const browser = new TestBrowser(server.url);
    const { code } = await requestCode(server, browser, DEMO.email);
    const body = { emailToVerif: DEMO.email, code };
    const [a, b] = await Promise.all([
      browser.post('/dashboard/api/verifyCode', body),
      browser.post('/dashboard/api/verifyCode', body),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
  });

  it('enforces the resend cooldown with Retry-After', async () => {
    const browser = new TestBrowser(server.url);
    await requestCode(server, browser, DEMO.email);
    const again = await browser.post('/dashboard/api/sendCode', {
      email: DEMO.email,
    });
    const envelope = expectError(again, 429, 'RATE_LIMITED');
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(envelope.retryAfter).toBe(retryAfter);
  });

  it('allows at most 5 codes per hour for an address', async () => {
    const browser = new TestBrowser(server.url);
    for (let sent = 0; sent < 5; sent += 1) {
      expect(
        (await browser.post('/dashboard/api/sendCode', { email: OTHER.email }))
          .status,
      ).toBe(200);
      server.clock.advance(61_000);
    }
    expectError(
      await browser.post('/dashboard/api/sendCode', { email: OTHER.email }),
      429,
      'RATE_LIMITED',
    );
  });

  it('stops code checks after 10 failures a day for an account', async () => {
    const email = 'limit-check@example.com';
    const browser = new TestBrowser(server.url);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expectError(
        await browser.post('/dashboard/api/verifyCode', {
          emailToVerif: email,
          code: '123456',
        }),
        401,
        'CODE_INVALID',
      );
    }
    expectError(
      await browser.post('/dashboard/api/verifyCode', {
        emailToVerif: email,
        code: '123456',
      }),
      429,
      'RATE_LIMITED',
    );
  });

  it('refuses malformed input with the validation envelope', async () => {
    const browser = new TestBrowser(server.url);
    for (const body of [
      {},
      { email: 'not-an-address' },
      { email: 'demo@example.com\r\nBcc: evil@example.com' },
      { email: ['demo@example.com'] },
      { email: 42 },
    ]) {
      const response = await browser.post('/dashboard/api/sendCode', body);
      const envelope = expectError(response, 400, 'VALIDATION');
      expect(envelope.issues?.length).toBeGreaterThan(0);
    }
    const badCode = await browser.post('/dashboard/api/verifyCode', {
      emailToVerif: DEMO.email,
      code: 123456,
    });
    expect(expectError(badCode, 400, 'VALIDATION').issues).toEqual([
      { path: 'code', code: 'invalid_code' },
    ]);
  });
});

describe('sign-in by password', () => {
  it('signs in with the WHMCS password', async () => {
    const browser = new TestBrowser(server.url);
    server.clock.advance(11_000);
    const response = await browser.post('/api/auth', {
      email: OTHER.email,
      password: OTHER.password,
    });
    expect(response.status).toBe(200);
    const session = sessionResponseSchema.parse(response.body);
    expect(session.userid).toBe(2);
    expect(session.user).toEqual({
      userid: 2,
      affiliate: false,
      reseller: false,
      scope: ['customer'],
    });
  });

  it('gives a new token at every sign-in', async () => {
    const browser = new TestBrowser(server.url);
    const first = await signInWithPassword(
      server,
      browser,
      DEMO.email,
      DEMO.password,
    );
    const second = await signInWithPassword(
      server,
      browser,
      DEMO.email,
      DEMO.password,
    );
    expect(first.token).not.toBe(second.token);
  });

  it('refuses a wrong password and an unknown address the same way', async () => {
    const browser = new TestBrowser(server.url);
    server.clock.advance(11_000);
    const wrong = await browser.post('/api/auth', {
      email: DEMO.email,
      password: 'wrong-password',
    });
    const unknown = await browser.post('/api/auth', {
      email: 'nobody@example.com',
      password: 'whatever-1',
    });
    const a = expectError(wrong, 401, 'INVALID_CREDENTIALS');
    const b = expectError(unknown, 401, 'INVALID_CREDENTIALS');
    expect(a.message).toBe(b.message);
  });

  it('gives no session to a two-factor account from its password alone', async () => {
    const browser = new TestBrowser(server.url);
    server.clock.advance(11_000);
    const response = await browser.post('/api/auth', TWO_FACTOR);
    expectError(response, 401, 'TWO_FACTOR_REQUIRED');
    expect(response.headers.getSetCookie().join()).not.toMatch(/sid=/);
  });

  it('limits attempts per address', async () => {
    const browser = new TestBrowser(server.url);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      server.clock.advance(2_500);
      expectError(
        await browser.post('/api/auth', {
          email: OTHER.email,
          password: 'nope-nope',
        }),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    server.clock.advance(11_000);
    expectError(await browser.post('/api/auth', OTHER), 429, 'RATE_LIMITED');
  });

  it('limits bursts from one address', async () => {
    const browser = new TestBrowser(server.url);
    server.clock.advance(11_000);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (
          await browser.post('/api/auth', {
            email: 'x@example.com',
            password: 'y',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });
});

describe('signup', () => {
  it('creates the account, mails the link, and the link signs in once', async () => {
    const browser = new TestBrowser(server.url);
    const email = 'new.customer@example.com';
    const before = (await readOutbox(browser)).length;
    const response = await browser.post('/dashboard/api/signup', {
      email,
      password: 'a long pass phrase',
      locale: 'fr-fr',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ error: false });
    const mail = await waitForMail(browser, email, before);
    expect(mail.subject).toBe('Confirmez votre compte StreamMax');
    const token = /\/dashboard\/fr-fr\/login\?confirm=([A-Za-z0-9_-]+)/.exec(
      mail.text,
    )?.[1];
    expect(token).toBeTruthy();
    expect(mail.text).toContain(
      'http://members.test/dashboard/fr-fr/login?confirm=',
    );

    const confirmed = await browser.post('/dashboard/api/confirmSignup', {
      token,
    });
    expect(confirmed.status).toBe(200);
    const session = sessionResponseSchema.parse(confirmed.body);
    expect(session.userid).toBeGreaterThan(3);
    const me = await browser.get('/dashboard/api/me');
    expect(me.body).toMatchObject({
      email,
      firstname: 'New',
      lastname: 'Customer',
    });

    const again = await new TestBrowser(server.url).post(
      '/dashboard/api/confirmSignup',
      { token },
    );
    expectError(again, 401, 'CODE_INVALID');

    server.clock.advance(11_000);
    const password = await new TestBrowser(server.url).post('/api/auth', {
      email,
      password: 'a long pass phrase',
    });
    expect(password.status).toBe(200);
  });

  it('answers the same for an existing account and mails it instead', async () => {
    const browser = new TestBrowser(server.url);
    const before = (await readOutbox(browser)).length;
    const response = await browser.post('/dashboard/api/signup', {
      email: OTHER.email,
      password: 'another long phrase',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ error: false });
    const mail = await waitForMail(browser, OTHER.email, before);
    expect(mail.subject).toBe('You already have a StreamMax account');
  });

  it('refuses a short password with a stable code', async () => {
    const browser = new TestBrowser(server.url);
    const response = await browser.post('/dashboard/api/signup', {
      email: 'short@example.com',
      password: 'short',
    });
    expect(expectError(response, 400, 'VALIDATION').issues).toEqual([
      { path: 'password', code: 'password_too_short' },
    ]);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server', async () => {
    const { browser, token } = await signedInBrowser(server);
    expect((await browser.post('/dashboard/api/logout')).status).toBe(200);
    expect(browser.cookies.has('sid')).toBe(false);
    expectError(
      await new TestBrowser(server.url).get('/dashboard/api/me', {
        bearer: token,
      }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('accepts the token as a bearer token and refuses forged ones', async () => {
    const { token } = await signedInBrowser(server);
    const api = new TestBrowser(server.url);
    expect((await api.get('/dashboard/api/me', { bearer: token })).status).toBe(
      200,
    );
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expectError(
      await api.get('/dashboard/api/me', { bearer: forged }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await api.get('/dashboard/api/me', { bearer: 'not a token' }),
      401,
      'UNAUTHENTICATED',
    );
  });

  // Product values, not the server's constants: a changed limit must fail here.
  const SECOND_MS = 1000;
  const IDLE_MS = 30 * DAY_MS;
  const LIFETIME_MS = 180 * DAY_MS;
  const meStatus = async (token: string) =>
    (
      await new TestBrowser(server.url).get('/dashboard/api/me', {
        bearer: token,
      })
    ).status;

  it('ends a session unused for 30 days: alive a second before, gone at 30 days', async () => {
    const { token } = await signedInBrowser(server);
    server.clock.advance(IDLE_MS - SECOND_MS);
    expect(await meStatus(token), 'a second before 30 idle days').toBe(200);
    // That use counts: the 30 days start again from it.
    server.clock.advance(IDLE_MS - SECOND_MS);
    expect(await meStatus(token), 'again a second before 30 idle days').toBe(
      200,
    );
    server.clock.advance(IDLE_MS);
    expect(await meStatus(token), '30 idle days').toBe(401);
  });

  it('ends any session 180 days after sign-in, used or not: alive a second before, gone at 180 days', async () => {
    const { token } = await signedInBrowser(server);
    let age = 0;
    // Used every 20 days, so it never idles out.
    while (age + 20 * DAY_MS < LIFETIME_MS - SECOND_MS) {
      server.clock.advance(20 * DAY_MS);
      age += 20 * DAY_MS;
      expect(await meStatus(token), `day ${age / DAY_MS}`).toBe(200);
    }
    server.clock.advance(LIFETIME_MS - SECOND_MS - age);
    expect(await meStatus(token), 'a second before 180 days').toBe(200);
    server.clock.advance(SECOND_MS);
    expect(await meStatus(token), '180 days').toBe(401);
  });

  it('keeps at most 20 sessions per client', async () => {
    const browser = new TestBrowser(server.url);
    const first = await signInWithPassword(
      server,
      browser,
      OTHER.email,
      OTHER.password,
    );
    for (let count = 0; count < 20; count += 1) {
      await signInWithPassword(server, browser, OTHER.email, OTHER.password);
    }
    const api = new TestBrowser(server.url);
    expect(
      (await api.get('/dashboard/api/me', { bearer: first.token })).status,
    ).toBe(401);
  });
});

describe('what the auth endpoints share with every endpoint', () => {
  let demo: TestBrowser | undefined;
  beforeAll(async () => {
    demo = (await signedInBrowser(server, DEMO)).browser;
  });
  beforeEach(() => {
    // Past the per-address sign-in burst limit.
    server.clock.advance(11_000);
  });
  const started = {
    get server() {
      return server;
    },
    get demo() {
      if (!demo) {
        throw new Error('the demo browser is not signed in yet');
      }
      return demo;
    },
  };

  /** A new address for each call, so no cooldown or quota is shared. */
  let addressCount = 0;
  function nextAddress(): string {
    addressCount += 1;
    return `behaviour-${addressCount}@example.com`;
  }

  describeEndpointBehaviour(started, {
    endpoint: 'me',
    valid: () => ({}),
  });

  describeEndpointBehaviour(started, {
    endpoint: 'sendCode',
    valid: () => ({ email: nextAddress() }),
    invalid: { input: { email: 'not an address' }, path: 'email' },
  });

  describeEndpointBehaviour(started, {
    endpoint: 'auth',
    valid: () => ({ email: DEMO.email, password: DEMO.password }),
    invalid: { input: { email: DEMO.email, password: '' }, path: 'password' },
    fault: {
      actions: ['ValidateLogin'],
      errorKind: 'http',
      status: 502,
      code: 'WHMCS_UNAVAILABLE',
    },
  });

  describeEndpointBehaviour(started, {
    endpoint: 'signup',
    valid: () => ({ email: nextAddress(), password: 'a long pass phrase' }),
    invalid: {
      input: { email: 'short@example.com', password: 'short' },
      path: 'password',
    },
  });
});
