import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';

import { SignJWT } from 'jose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOG_OPTIONS } from '../src/app.js';

import { TestBrowser } from './http-client.js';
import { DEMO, OTHER, requestCode, signInWithPassword } from './sign-in.js';
import { startTestServer } from './start-test-server.js';
import type { TestServer } from './start-test-server.js';

const SSO_KEY = 'a-signing-key-for-entry-links-in-the-log-test';

const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = pino(
    {
      level: 'debug',
      ...LOG_OPTIONS,
    },
    sink,
  );
  server = await startTestServer({ logger, env: { SSO_KEYS: SSO_KEY } });
});

afterAll(async () => {
  await server.close();
});

/** The log lines written since `from`, parsed. */
function entriesSince(from: number): Record<string, unknown>[] {
  return lines
    .slice(from)
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function expectAbsent(log: string, secret: string) {
  expect(secret.length).toBeGreaterThan(5);
  expect(log).not.toContain(secret);
}

describe('logs', () => {
  it('never contain passwords, codes, session tokens or the WHMCS secret', async () => {
    const browser = new TestBrowser(server.url);
    const { code } = await requestCode(server, browser, DEMO.email);
    const verified = await browser.post('/dashboard/api/verifyCode', {
      emailToVerif: DEMO.email,
      code,
    });
    const token = (verified.body as { token: string }).token;
    await browser.post('/dashboard/api/allData', {});
    server.clock.advance(11_000);
    await new TestBrowser(server.url).post('/api/auth', DEMO);
    await new TestBrowser(server.url).post('/api/auth', {
      email: DEMO.email,
      password: 'typo-password',
    });
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('request completed');
    for (const secret of [
      DEMO.password,
      'typo-password',
      token,
      server.config.whmcs.secret,
    ]) {
      expect(log).not.toContain(secret);
    }
    // Six digits can occur inside timestamps, so look for the code as a value.
    expect(log).not.toContain(`"${code}"`);
    expect(log).not.toMatch(new RegExp(`[=:]\\s*${code}\\b`));
  });

  it('keep entry-link tokens, SSO tokens, line passwords and error internals out', async () => {
    const from = lines.length;
    const now = Math.floor(server.clock.now() / 1000);
    const link = await new SignJWT({ email: DEMO.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('members-area')
      .setSubject('1')
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(SSO_KEY));
    const visitor = new TestBrowser(server.url);
    const entry = await visitor.get(`/dashboard/?sso=${link}`, {
      headers: { accept: 'text/html' },
    });
    expect(entry.status).toBe(302);
    const token = visitor.cookies.get('sid') ?? '';
    expect(token).not.toBe('');
    // A refused link with a forged token.
    await new TestBrowser(server.url).get(`/dashboard/?sso=${link}x`, {
      headers: { accept: 'text/html' },
    });

    const demo = new TestBrowser(server.url);
    await signInWithPassword(server, demo, DEMO.email, DEMO.password);
    const reset = await demo.request('PUT', '/api/updatePassword', {
      body: { serviceid: 102 },
    });
    expect(reset.status).toBe(200);
    const password = (reset.body as { password: string }).password;
    const pay = await demo.post('/dashboard/api/payInvoice', {
      invoiceid: 1001,
    });
    expect(pay.status).toBe(200);
    const ssoToken =
      new URL((pay.body as { link: string }).link).searchParams.get(
        'access_token',
      ) ?? '';
    // An error on our side: WHMCS answers garbage.
    server.emulator.setFaults({ errorRate: 1, errorKind: 'http' });
    const failed = await demo.post('/dashboard/api/invoices', {});
    server.emulator.resetFaults();
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.text).not.toMatch(/\bat .*\(|\.ts:\d+|stack/);

    const log = lines.slice(from).join('');
    expect(log).toContain('request failed');
    // The failure is logged by type and message, without a stack trace.
    expect(log).toMatch(/"type":"Whmcs\w+Error"/);
    expect(log).not.toMatch(/"stack"|\\n\s+at |\.ts:\d+/);
    for (const secret of [
      link,
      token,
      password,
      ssoToken,
      demo.cookies.get('sid') ?? '',
      server.config.whmcs.secret,
      server.config.whmcs.identifier,
      SSO_KEY,
    ]) {
      expectAbsent(log, secret);
    }
  });
});

describe('security events', () => {
  const eventsSince = (from: number) =>
    entriesSince(from).filter((entry) => typeof entry.event === 'string');

  it('log sign-in success and failure with a stable event field', async () => {
    const from = lines.length;
    await signInWithPassword(
      server,
      new TestBrowser(server.url),
      OTHER.email,
      OTHER.password,
    );
    server.clock.advance(11_000);
    await new TestBrowser(server.url).post('/api/auth', {
      email: OTHER.email,
      password: 'not-the-password',
    });
    const events = eventsSince(from);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'sign_in_succeeded',
        route: '/api/auth',
        level: 30,
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'sign_in_failed',
        route: '/api/auth',
        code: 'INVALID_CREDENTIALS',
        level: 40,
      }),
    );
    expect(JSON.stringify(events)).not.toContain('not-the-password');
  });

  it('log refused access to another customer’s object and without a session', async () => {
    const other = new TestBrowser(server.url);
    await signInWithPassword(server, other, OTHER.email, OTHER.password);
    const from = lines.length;
    expect(
      (await other.post('/dashboard/api/invoice', { invoiceid: 1001 })).status,
    ).toBe(404);
    expect(
      (await new TestBrowser(server.url).get('/dashboard/api/me')).status,
    ).toBe(401);
    const events = eventsSince(from);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'access_refused',
        route: '/dashboard/api/invoice',
        status: 404,
        code: 'NOT_FOUND',
        clientId: 2,
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'access_refused',
        route: '/dashboard/api/me',
        status: 401,
        code: 'UNAUTHENTICATED',
      }),
    );
  });

  it('log refused cross-site changes and limit hits', async () => {
    const from = lines.length;
    await new TestBrowser(server.url).request(
      'POST',
      '/dashboard/api/allData',
      {
        crossSite: true,
        body: {},
      },
    );
    const browser = new TestBrowser(server.url);
    server.clock.advance(61_000);
    await browser.post('/dashboard/api/sendCode', { email: OTHER.email });
    const again = await browser.post('/dashboard/api/sendCode', {
      email: OTHER.email,
    });
    expect(again.status).toBe(429);
    const events = eventsSince(from);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'csrf_refused', code: 'CSRF' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'rate_limited',
        status: 429,
        level: 40,
      }),
    );
  });
});
