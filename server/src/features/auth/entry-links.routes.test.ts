import { randomUUID } from 'node:crypto';

import { DEMO_CREDENTIALS } from '@members/whmcs-emulator';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { activityLog } from '../../../test/emulator-api.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer } from '../../../test/start-test-server.js';
import type { TestServer } from '../../../test/start-test-server.js';

const OLD_KEY = 'an-old-key-that-still-verifies-links-0001';
const NEW_KEY = 'the-current-signing-key-for-entry-links-0002';

let server: TestServer;
let legacy: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { SSO_KEYS: `${NEW_KEY},${OLD_KEY}` },
  });
  legacy = await startTestServer({ env: { LEGACY_AUTOLOGIN: 'true' } });
});

afterAll(async () => {
  await server.close();
  await legacy.close();
});

async function signLink(
  claims: Record<string, unknown>,
  options: { key?: string; lifetime?: number; issuedAt?: number } = {},
): Promise<string> {
  const issuedAt = options.issuedAt ?? Math.floor(server.clock.now() / 1000);
  return new SignJWT({ email: 'demo@example.com', ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience('members-area')
    .setSubject('1')
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.lifetime ?? 60))
    .sign(new TextEncoder().encode(options.key ?? NEW_KEY));
}

async function open(target: TestServer, path: string, accept = 'text/html') {
  const browser = new TestBrowser(target.url);
  const response = await browser.request('GET', path, { headers: { accept } });
  return { browser, response };
}

async function isSignedIn(browser: TestBrowser): Promise<boolean> {
  return (await browser.get('/dashboard/api/me')).status === 200;
}

/** The descriptions of client 1's activity log in the target's WHMCS, newest first. */
function activityOf(target: TestServer): Promise<string[]> {
  return activityLog(target.emulator.url, 1, { limitnum: '1000' });
}

function countConnected(entries: string[]): number {
  return entries.filter((entry) => entry === 'Connected to Dashboard').length;
}

describe('signed entry links (?sso=)', () => {
  it('signs the customer in and drops the token from the address', async () => {
    const token = await signLink({ serviceid: 101 });
    const { browser, response } = await open(
      server,
      `/dashboard/de-de/?sso=${token}&serviceid=101`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/dashboard/de-de/?serviceid=101',
    );
    expect(response.headers.getSetCookie().join()).toMatch(/sid=/);
    expect(await isSignedIn(browser)).toBe(true);
  });

  it('writes "Connected to Dashboard" to the activity log when the link names a service', async () => {
    const before = countConnected(await activityOf(server));
    const { browser } = await open(
      server,
      `/dashboard/?sso=${await signLink({ serviceid: 101 })}`,
    );
    expect(await isSignedIn(browser)).toBe(true);
    const entries = await activityOf(server);
    expect(entries[0]).toBe('Connected to Dashboard');
    expect(countConnected(entries)).toBe(before + 1);
  });

  it('signs in without a log entry when the link names no service', async () => {
    const before = countConnected(await activityOf(server));
    const { browser } = await open(
      server,
      `/dashboard/?sso=${await signLink({})}`,
    );
    expect(await isSignedIn(browser)).toBe(true);
    expect(countConnected(await activityOf(server))).toBe(before);
  });

  it.each([
    ['a service of another client', 201],
    ['a service id that is not a number', '101'],
  ])('refuses a link naming %s', async (_name, serviceid) => {
    const before = countConnected(await activityOf(server));
    const { browser, response } = await open(
      server,
      `/dashboard/?sso=${await signLink({ serviceid })}`,
    );
    expect(response.headers.get('location')).toBe(
      '/dashboard/login?entry=invalid',
    );
    expect(await isSignedIn(browser)).toBe(false);
    expect(countConnected(await activityOf(server))).toBe(before);
  });

  it('accepts a link signed with an older key of the list', async () => {
    const token = await signLink({}, { key: OLD_KEY });
    const { browser } = await open(server, `/dashboard/?sso=${token}`);
    expect(await isSignedIn(browser)).toBe(true);
  });

  it('refuses the same link a second time', async () => {
    const token = await signLink({});
    expect(
      await isSignedIn(
        (await open(server, `/dashboard/?sso=${token}`)).browser,
      ),
    ).toBe(true);
    const again = await open(server, `/dashboard/?sso=${token}`);
    expect(again.response.status).toBe(302);
    expect(again.response.headers.get('location')).toBe(
      '/dashboard/login?entry=invalid',
    );
    expect(await isSignedIn(again.browser)).toBe(false);
  });

  it('answers API clients with the 401 envelope', async () => {
    const token = await signLink({});
    await open(server, `/dashboard/?sso=${token}`);
    const again = await open(
      server,
      `/dashboard/?sso=${token}`,
      'application/json',
    );
    expect(again.response.status).toBe(401);
    expect(again.response.body).toMatchObject({
      error: true,
      code: 'UNAUTHENTICATED',
      reason: 'entry_link',
    });
  });

  it.each([
    [
      'an expired link',
      async () =>
        signLink({}, { issuedAt: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    [
      'a forged link',
      async () =>
        signLink({}, { key: 'somebody-elses-key-that-is-long-enough' }),
    ],
    [
      'a link that lives longer than 5 minutes',
      async () => signLink({}, { lifetime: 600 }),
    ],
    [
      'a link for another e-mail',
      async () => signLink({ email: 'other@example.com' }),
    ],
    ['a garbage token', async () => 'not.a.jwt'],
  ])('refuses %s and signs nobody in', async (_name, makeToken) => {
    const token = await makeToken();
    const { browser, response } = await open(
      server,
      `/dashboard/?sso=${token}`,
    );
    expect(response.headers.get('location')).toBe(
      '/dashboard/login?entry=invalid',
    );
    expect(await isSignedIn(browser)).toBe(false);
  });

  it('refuses a link for an unknown client', async () => {
    const token = await new SignJWT({ email: 'ghost@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('members-area')
      .setSubject('99999')
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode(NEW_KEY));
    const { browser } = await open(server, `/dashboard/?sso=${token}`);
    expect(await isSignedIn(browser)).toBe(false);
  });

  it('is off when no keys are configured', async () => {
    const token = await signLink({});
    const { browser, response } = await open(
      legacy,
      `/dashboard/?sso=${token}`,
    );
    expect(response.headers.get('location')).toBe(
      '/dashboard/login?entry=invalid',
    );
    expect(await isSignedIn(browser)).toBe(false);
  });
});

describe('legacy identifier+secret auto-login', () => {
  const query = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      identifier: DEMO_CREDENTIALS.identifier,
      secret: DEMO_CREDENTIALS.secret,
      email: 'demo@example.com',
      userid: '1',
      serviceid: '101',
      ...overrides,
    }).toString();

  it('is off by default: nobody is signed in and every credential leaves the address', async () => {
    const { browser, response } = await open(server, `/dashboard/?${query()}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard/?serviceid=101');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await isSignedIn(browser)).toBe(false);
  });

  it('when off, a visit to the login page ends at /dashboard/login without the secret', async () => {
    const { browser, response } = await open(
      server,
      `/dashboard/login?${query()}`,
    );
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/dashboard/login?serviceid=101');
    const page = await browser.request('GET', location, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
  });

  it('when on, signs in, logs "Connected to Dashboard" and drops the secret', async () => {
    const { browser, response } = await open(legacy, `/dashboard/?${query()}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard/?serviceid=101');
    expect(await isSignedIn(browser)).toBe(true);
    expect((await activityLog(legacy.emulator.url, 1))[0]).toBe(
      'Connected to Dashboard',
    );
  });

  it('when on, signs in without a log entry when the link names no service', async () => {
    const entriesOf = () =>
      activityLog(legacy.emulator.url, 1, { limitnum: '1000' });
    const before = countConnected(await entriesOf());
    const withoutService = new URLSearchParams(query());
    withoutService.delete('serviceid');
    const { browser, response } = await open(
      legacy,
      `/dashboard/?${withoutService.toString()}`,
    );
    expect(response.headers.get('location')).toBe('/dashboard/');
    expect(await isSignedIn(browser)).toBe(true);
    expect(countConnected(await entriesOf())).toBe(before);
  });

  it.each([
    ['a wrong secret', { secret: 'guess' }],
    ['a wrong identifier', { identifier: 'guess' }],
    ['an e-mail of another client', { email: 'other@example.com' }],
    ['a service of another client', { serviceid: '201' }],
  ])('refuses %s', async (_name, overrides) => {
    const { browser, response } = await open(
      legacy,
      `/dashboard/?${query(overrides)}`,
    );
    expect(response.headers.get('location')).toBe(
      '/dashboard/login?entry=invalid',
    );
    expect(await isSignedIn(browser)).toBe(false);
  });

  it('drops the credentials also when the check cannot be made (WHMCS down)', async () => {
    legacy.emulator.setFaults({ errorRate: 1, errorKind: 'http' });
    try {
      const { browser, response } = await open(
        legacy,
        `/dashboard/de-de/?${query()}`,
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(
        '/dashboard/de-de/?serviceid=101',
      );
      legacy.emulator.resetFaults();
      expect(await isSignedIn(browser)).toBe(false);
    } finally {
      legacy.emulator.resetFaults();
    }
  });

  it.each([
    [
      'upper-case names',
      'IDENTIFIER=a&SECRET=b&Email=demo%40example.com&UserId=1&x=1',
    ],
    ['repeated secrets', 'secret=a&secret=b&email=demo%40example.com&x=1'],
    ['an identifier alone', 'identifier=abc&x=1'],
  ])('strips %s at once', async (_name, search) => {
    const { response } = await open(server, `/dashboard/?${search}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard/?x=1');
  });

  it('strips a refused legacy link before the login page', async () => {
    const { response } = await open(
      legacy,
      `/dashboard/?${query({ secret: 'guess' })}`,
    );
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/dashboard/login?entry=invalid');
    expect(location).not.toMatch(/secret|identifier|email|userid/);
  });
});

describe('alert links (?email=&userid=&identifier=)', () => {
  function activity(): Promise<string[]> {
    return activityLog(server.emulator.url, 1);
  }

  it('logs the visit on the server and drops the identifier from the address', async () => {
    const search = new URLSearchParams({
      email: 'demo@example.com',
      userid: '1',
      identifier: DEMO_CREDENTIALS.identifier,
      invoiceid: '1001',
    });
    const { browser, response } = await open(server, `/dashboard/?${search}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard/?invoiceid=1001');
    expect((await activity())[0]).toMatch(/opened from an e-mail link/);
    expect(await isSignedIn(browser)).toBe(false);
  });

  it('drops a wrong identifier too, and logs nothing', async () => {
    const before = await activity();
    const { response } = await open(
      server,
      '/dashboard/?email=demo%40example.com&userid=1&identifier=guess',
    );
    expect(response.headers.get('location')).toBe('/dashboard/');
    expect(await activity()).toEqual(before);
  });
});
