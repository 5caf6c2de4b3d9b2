import { randomUUID } from 'node:crypto';

import { allDataResponseSchema } from '@members/contract';
import { startEmulator } from '@members/whmcs-emulator';
import type { RunningEmulator } from '@members/whmcs-emulator';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TestBrowser } from './http-client.js';
import type { TestResponse } from './http-client.js';
import {
  DEMO,
  extractCode,
  OTHER,
  readOutbox,
  TWO_FACTOR,
  waitForMail,
} from './sign-in.js';
import {
  crashesIn,
  deleteKeys,
  startServerProcess,
} from './start-server-process.js';
import type { ServerProcess } from './start-server-process.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const PREFIX = `test:multi:${randomUUID()}:`;
const API = '/dashboard/api';
const SSO_KEY = 'multi-instance-test-key-0123456789abcdef';

let emulator: RunningEmulator;
let a: ServerProcess;
let b: ServerProcess;
let ipCounter = 0;

function env(): Record<string, string> {
  return {
    REDIS_URL,
    REDIS_KEY_PREFIX: PREFIX,
    READ_CACHE_SECONDS: '60',
    SSO_KEYS: SSO_KEY,
  };
}

/** A fresh client address, so the per-address sign-in limits stay apart. */
function nextIp(): string {
  ipCounter += 1;
  return `10.9.${ipCounter >> 8}.${ipCounter & 255}`;
}

async function signIn(
  server: ServerProcess,
  account: { email: string; password: string },
): Promise<string> {
  const response = await new TestBrowser(server.url).post(
    '/api/auth',
    account,
    { headers: { 'x-forwarded-for': nextIp() } },
  );
  expect(response.status).toBe(200);
  return (response.body as { token: string }).token;
}

function as(server: ServerProcess, token: string) {
  const browser = new TestBrowser(server.url);
  return {
    get: (path: string) => browser.get(path, { bearer: token }),
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      browser.post(path, body, { bearer: token, headers }),
    put: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      browser.request('PUT', path, { body, bearer: token, headers }),
  };
}

function expectEnvelope(response: TestResponse, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ error: true, code });
  expect(typeof (response.body as { requestId?: unknown }).requestId).toBe(
    'string',
  );
}

/** WHMCS calls the server has made so far, from its own /metrics. */
async function whmcsCalls(server: ServerProcess): Promise<number> {
  const text = await (await fetch(`${server.metricsUrl}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) =>
      line.startsWith('members_whmcs_call_duration_seconds_count'),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

/** WHMCS calls once no call has been made for a moment (mails, logs after a change). */
async function settledWhmcsCalls(server: ServerProcess): Promise<number> {
  let last = await whmcsCalls(server);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await whmcsCalls(server);
    if (now === last) {
      return now;
    }
    last = now;
  }
  return last;
}

describe('two server processes on one Redis', () => {
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, seed: 'demo' });
    [a, b] = await Promise.all([
      startServerProcess(emulator.url, env()),
      startServerProcess(emulator.url, env()),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await emulator?.close();
    await deleteKeys(REDIS_URL, PREFIX);
  });

  it('accepts a session opened on A on B', async () => {
    const token = await signIn(a, DEMO);
    const me = await as(b, token).get(`${API}/me`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: DEMO.email });
  });

  it('verifies on B a code sent through A', async () => {
    const browserA = new TestBrowser(a.url);
    const ip = nextIp();
    const before = (await readOutbox(browserA)).length;
    const sent = await browserA.post(
      `${API}/sendCode`,
      { email: DEMO.email },
      { headers: { 'x-forwarded-for': ip } },
    );
    expect(sent.status).toBe(200);
    const code = extractCode(await waitForMail(browserA, DEMO.email, before));
    const browserB = new TestBrowser(b.url);
    for (const [name, value] of browserA.cookies) {
      browserB.cookies.set(name, value);
    }
    const body = { emailToVerif: DEMO.email, code };
    const headers = { 'x-forwarded-for': ip };
    const verified = await browserB.post(`${API}/verifyCode`, body, {
      headers,
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ error: false, userid: 1 });
  });

  it('lets one of two parallel verifications on A and B win', async () => {
    const browserA = new TestBrowser(a.url);
    const ip = nextIp();
    const before = (await readOutbox(browserA)).length;
    await browserA.post(
      `${API}/sendCode`,
      { email: OTHER.email },
      { headers: { 'x-forwarded-for': ip } },
    );
    const code = extractCode(await waitForMail(browserA, OTHER.email, before));
    const browserB = new TestBrowser(b.url);
    for (const [name, value] of browserA.cookies) {
      browserB.cookies.set(name, value);
    }
    const body = { emailToVerif: OTHER.email, code };
    const headers = { 'x-forwarded-for': ip };
    const [onB, onA] = await Promise.all([
      browserB.post(`${API}/verifyCode`, body, { headers }),
      new TestBrowser(a.url).request('POST', `${API}/verifyCode`, {
        body,
        headers: {
          ...headers,
          cookie: [...browserA.cookies]
            .map(([name, value]) => `${name}=${value}`)
            .join('; '),
        },
      }),
    ]);
    // Two parallel verifications of one code: exactly one wins.
    expect([onA.status, onB.status].sort()).toEqual([200, 401]);
  });

  it('counts the sign-in limits of one address across both', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      const response = await new TestBrowser(server.url).post(
        '/api/auth',
        { email: OTHER.email, password: 'wrong-password-1' },
        { headers: { 'x-forwarded-for': ip } },
      );
      statuses.push(response.status);
      if (attempt === 5) {
        expectEnvelope(response, 429, 'RATE_LIMITED');
      }
    }
    // Five tries per address in ten seconds, wherever they land.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts the per-address API limit across both', async () => {
    const headers = { 'x-forwarded-for': nextIp() };
    const statuses: number[] = [];
    for (let batch = 0; batch < 24; batch += 1) {
      const replies = await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          new TestBrowser(index % 2 === 0 ? a.url : b.url).get(`${API}/env`, {
            headers,
          }),
        ),
      );
      statuses.push(...replies.map((reply) => reply.status));
    }
    // 600 a minute per address, wherever the requests land.
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expectEnvelope(
      await new TestBrowser(b.url).get(`${API}/env`, { headers }),
      429,
      'RATE_LIMITED',
    );
  });

  it('ends on B a session logged out on A', async () => {
    const token = await signIn(b, DEMO);
    expect((await as(b, token).get(`${API}/me`)).status).toBe(200);
    expect((await as(a, token).post(`${API}/logout`, {})).status).toBe(200);
    expectEnvelope(await as(b, token).get(`${API}/me`), 401, 'UNAUTHENTICATED');
  });

  it('lists on B a session opened on A, and ends it everywhere from A', async () => {
    const onA = await signIn(a, DEMO);
    const onB = await signIn(b, DEMO);
    type Listed = { sessions: { id: string; current: boolean }[] };
    const fromA = (await as(a, onA).get(`${API}/sessions`)).body as Listed;
    const idOnA = fromA.sessions.find((session) => session.current)?.id;
    expect(idOnA).toBeDefined();
    const listedOnB = await as(b, onB).get(`${API}/sessions`);
    expect(listedOnB.status).toBe(200);
    const fromB = listedOnB.body as Listed;
    expect(fromB.sessions.map((session) => session.id)).toContain(idOnA);
    expect(
      fromB.sessions.find((session) => session.id === idOnA)?.current,
    ).toBe(false);
    const idOnB = fromB.sessions.find((session) => session.current)?.id;
    const ended = await as(a, onA).post(`${API}/endSession`, { id: idOnB });
    expect(ended.status).toBe(200);
    expectEnvelope(await as(b, onB).get(`${API}/me`), 401, 'UNAUTHENTICATED');
    expectEnvelope(await as(a, onB).get(`${API}/me`), 401, 'UNAUTHENTICATED');
    expect((await as(b, onA).get(`${API}/me`)).status).toBe(200);
    const after = (await as(b, onA).get(`${API}/sessions`)).body as Listed;
    expect(after.sessions.map((session) => session.id)).not.toContain(idOnB);
  });

  it('keeps at most 20 sessions per client across both', async () => {
    const first = await signIn(a, OTHER);
    for (let count = 0; count < 20; count += 1) {
      await signIn(count % 2 === 0 ? b : a, OTHER);
    }
    expectEnvelope(await as(a, first).get(`${API}/me`), 401, 'UNAUTHENTICATED');
    expectEnvelope(await as(b, first).get(`${API}/me`), 401, 'UNAUTHENTICATED');
  });

  it('refuses on B a MAC just taken through A', async () => {
    const mac = '00:1A:79:5E:77:01';
    const demo = as(a, await signIn(a, DEMO));
    const other = as(b, await signIn(b, OTHER));
    const taken = await demo.put(`${API}/updateMacAddress`, {
      serviceid: 102,
      mac,
    });
    expect(taken.status).toBe(200);
    const refused = await other.put(`${API}/updateMacAddress`, {
      serviceid: 201,
      mac,
    });
    expectEnvelope(refused, 409, 'MAC_ALREADY_USED');
  });

  it('replays on B the answer of an Idempotency-Key used on A', async () => {
    const token = await signIn(a, DEMO);
    const key = { 'idempotency-key': `multi-${randomUUID()}` };
    const body = { serviceid: 101, code: '4321' };
    const first = await as(a, token).put(
      `${API}/update_parental_code`,
      body,
      key,
    );
    expect(first.status).toBe(200);
    const repeat = await as(b, token).put(
      `${API}/update_parental_code`,
      body,
      key,
    );
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.text).toBe(first.text);
  });

  it('serves a repeated dashboard from the cache and drops it on a change made elsewhere', async () => {
    const token = await signIn(a, DEMO);
    const onA = as(a, token);
    const onB = as(b, token);
    const first = await onB.post(`${API}/allData`, {});
    expect(first.status).toBe(200);
    const callsBefore = await whmcsCalls(b);
    const warm = await onB.post(`${API}/allData`, {});
    expect(warm.text).toBe(first.text);
    expect(await whmcsCalls(b)).toBe(callsBefore);
    const mac = '00:1A:79:5E:77:02';
    const changed = await onA.put(`${API}/updateMacAddress`, {
      serviceid: 102,
      mac,
    });
    expect(changed.status).toBe(200);
    const fresh = await onB.post(`${API}/allData`, {});
    expect(fresh.text).toContain(mac);
  });

  it('shows on B, with its dashboard from the cache, the announcements marked seen on A', async () => {
    const token = await signIn(a, DEMO);
    const onA = as(a, token);
    const onB = as(b, token);
    const before = allDataResponseSchema.parse(
      (await onB.post(`${API}/allData`, {})).body,
    );
    const newest = (before.announcementsData ?? [])
      .map((announcement) => announcement.date ?? '')
      .sort()
      .at(-1);
    expect(newest).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(before.announcementsSeenUpTo).not.toBe(newest);
    const calls = await settledWhmcsCalls(b);
    const marked = await onA.post(`${API}/markAnnouncementsSeen`, {
      date: newest,
    });
    expect(marked.status).toBe(200);
    const after = allDataResponseSchema.parse(
      (await onB.post(`${API}/allData`, {})).body,
    );
    expect(after.announcementsSeenUpTo).toBe(newest);
    // B answered from its cached dashboard: the mark cost no WHMCS load.
    expect(await whmcsCalls(b)).toBe(calls);
  });

  it('refuses on B a signed entry link already used on A', async () => {
    const issuedAt = Math.floor(Date.now() / 1000);
    const link = await new SignJWT({ email: DEMO.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('members-area')
      .setSubject('1')
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 60)
      .sign(new TextEncoder().encode(SSO_KEY));
    const open = (server: ServerProcess) =>
      new TestBrowser(server.url).request('GET', `/dashboard/?sso=${link}`, {
        headers: { accept: 'text/html' },
      });
    const first = await open(a);
    expect(first.status).toBe(302);
    expect(first.headers.getSetCookie().join()).toMatch(/sid=/);
    const replayed = await open(b);
    expect(replayed.status).toBe(302);
    expect(replayed.headers.get('location')).toBe(
      '/dashboard/login?entry=invalid',
    );
  });

  it('costs one WHMCS load for a burst of identical dashboard reads', async () => {
    const token = await signIn(a, DEMO);
    const onA = as(a, token);
    const change = (code: string) =>
      onA.put(`${API}/update_parental_code`, { serviceid: 101, code });
    // The first dashboard load of a process also loads what it keeps for
    // everyone (currencies, announcements): not part of the comparison.
    expect((await change('3333')).status).toBe(200);
    expect((await onA.post(`${API}/allData`, {})).status).toBe(200);
    expect((await change('1111')).status).toBe(200);
    const beforeOne = await settledWhmcsCalls(a);
    expect((await onA.post(`${API}/allData`, {})).status).toBe(200);
    const oneVisit = (await whmcsCalls(a)) - beforeOne;
    expect(oneVisit).toBeGreaterThan(0);
    expect((await change('2222')).status).toBe(200);
    const beforeBurst = await settledWhmcsCalls(a);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => onA.post(`${API}/allData`, {})),
    );
    expect(burst.map((response) => response.status)).toEqual(
      Array.from({ length: 10 }, () => 200),
    );
    expect((await whmcsCalls(a)) - beforeBurst).toBe(oneVisit);
  });

  it('reports readiness and metrics, the metrics only on their own port', async () => {
    const ready = await fetch(`${a.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      checks: { store: { ok: true }, whmcs: { ok: true } },
    });
    const metrics = await (await fetch(`${a.metricsUrl}/metrics`)).text();
    for (const name of [
      'members_http_request_duration_seconds_bucket',
      'members_whmcs_call_duration_seconds_bucket',
      'members_store_errors_total',
      'process_resident_memory_bytes',
    ]) {
      expect(metrics).toContain(name);
    }
    const sessions = /^members_sessions_active (\d+)/m.exec(metrics);
    expect(Number(sessions?.[1])).toBeGreaterThan(0);
    const onPublicPort = await fetch(`${a.url}/metrics`);
    expect(await onPublicPort.text()).not.toContain('members_');
  });

  it('keeps sessions and codes over a restart', async () => {
    const token = await signIn(b, DEMO);
    const browserB = new TestBrowser(b.url);
    const ip = nextIp();
    const before = (await readOutbox(browserB)).length;
    await browserB.post(
      `${API}/sendCode`,
      { email: TWO_FACTOR.email },
      { headers: { 'x-forwarded-for': ip } },
    );
    const code = extractCode(
      await waitForMail(browserB, TWO_FACTOR.email, before),
    );
    expect(crashesIn(b.output())).toEqual([]);
    expect(await b.stop()).toBe(0);
    b = await startServerProcess(emulator.url, env());
    expect((await as(b, token).get(`${API}/me`)).status).toBe(200);
    const restarted = new TestBrowser(b.url);
    for (const [name, value] of browserB.cookies) {
      restarted.cookies.set(name, value);
    }
    const verified = await restarted.post(
      `${API}/verifyCode`,
      { emailToVerif: TWO_FACTOR.email, code },
      { headers: { 'x-forwarded-for': ip } },
    );
    expect(verified.status).toBe(200);
  }, 60_000);

  it('logged no crash and no unhandled rejection', () => {
    expect(crashesIn(a.output())).toEqual([]);
    expect(crashesIn(b.output())).toEqual([]);
  });
});
