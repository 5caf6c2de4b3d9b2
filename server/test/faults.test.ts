import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';

import { startEmulator } from '@members/whmcs-emulator';
import type { RunningEmulator } from '@members/whmcs-emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { callEmulator, serviceFields } from './emulator-api.js';
import { TestBrowser } from './http-client.js';
import type { TestResponse } from './http-client.js';
import { DEMO, OTHER } from './sign-in.js';
import {
  crashesIn,
  startRedisServer,
  startServerProcess,
} from './start-server-process.js';
import type { RedisProcess, ServerProcess } from './start-server-process.js';

const API = '/dashboard/api';
const PREFIX = `test:faults:${randomUUID()}:`;

/**
 * A pass-through in front of the emulator that can lose WHMCS's answer to a
 * write after WHMCS has made it: the one fault the emulator cannot produce
 * (its delays drop the request before the action runs).
 */
interface LosingProxy {
  url: string;
  server: Server;
  loseWriteAnswers: boolean;
  writes: number;
  /** Actions seen so far, in order. */
  actions: string[];
}

function startLosingProxy(target: string): Promise<LosingProxy> {
  const proxy: LosingProxy = {
    url: '',
    server: createServer(),
    loseWriteAnswers: false,
    writes: 0,
    actions: [],
  };
  proxy.server.on('request', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      proxy.actions.push(new URLSearchParams(body).get('action') ?? '');
      const isWrite =
        /(^|&)action=(UpdateClientProduct|AddCancelRequest)(&|$)/.test(body);
      if (isWrite) {
        proxy.writes += 1;
      }
      const lose = isWrite && proxy.loseWriteAnswers;
      fetch(`${target}${request.url ?? ''}`, {
        method: request.method ?? 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
        .then(async (reply) => {
          const text = await reply.text();
          if (lose) {
            return; // WHMCS did it; the answer never arrives.
          }
          response
            .writeHead(reply.status, {
              'content-type':
                reply.headers.get('content-type') ?? 'application/json',
            })
            .end(text);
        })
        .catch(() => response.destroy());
    });
  });
  return new Promise((resolve) => {
    proxy.server.listen(0, '127.0.0.1', () => {
      const address = proxy.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      proxy.url = `http://127.0.0.1:${port}`;
      resolve(proxy);
    });
  });
}

let emulator: RunningEmulator;
let proxy: LosingProxy;
let redisPort: number;
let redis: RedisProcess | null = null;
let server: ServerProcess;
let token: string;
let ipCounter = 0;

function nextIp(): string {
  ipCounter += 1;
  return `10.8.${ipCounter >> 8}.${ipCounter & 255}`;
}

async function signIn(
  target: ServerProcess,
  account: { email: string; password: string },
): Promise<TestResponse> {
  return new TestBrowser(target.url).post('/api/auth', account, {
    headers: { 'x-forwarded-for': nextIp() },
  });
}

function client(target: ServerProcess, bearer: string) {
  const browser = new TestBrowser(target.url);
  return {
    get: (path: string) => browser.get(path, { bearer }),
    post: (path: string, body: unknown = {}) =>
      browser.post(path, body, { bearer }),
    put: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      browser.request('PUT', path, { body, bearer, headers }),
    postWith: (path: string, body: unknown, headers: Record<string, string>) =>
      browser.request('POST', path, { body, bearer, headers }),
  };
}

interface AllData {
  subscriptionsData: { activeSubs: unknown[] };
  errors: Record<string, string>;
}

async function allData(): Promise<AllData> {
  const response = await client(server, token).post(`${API}/allData`);
  expect(response.status).toBe(200);
  return response.body as AllData;
}

function expectEnvelope(response: TestResponse, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ error: true, code });
  const body = response.body as { message: string; requestId: unknown };
  expect(typeof body.requestId).toBe('string');
  expect(body.message).not.toMatch(/redis|ECONN|stack|\bat \w/i);
}

/** Waits until a whole dashboard loads again (circuits closed). */
async function waitForHealthyDashboard(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await client(server, token).post(`${API}/allData`);
    if (
      response.status === 200 &&
      Object.keys((response.body as AllData).errors).length === 0
    ) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the dashboard did not recover');
}

async function parentalCodeOf(serviceId: number): Promise<string> {
  return (await serviceFields(emulator.url, serviceId))['Parental Code'] ?? '';
}

describe('faults of WHMCS and Redis', () => {
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, seed: 'demo' });
    proxy = await startLosingProxy(emulator.url);
    redis = await startRedisServer();
    redisPort = redis.port;
    server = await startServerProcess(proxy.url, {
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_KEY_PREFIX: PREFIX,
      READ_CACHE_SECONDS: '0',
      WHMCS_TIMEOUT_MS: '1500',
      WHMCS_BREAKER_RESET_MS: '2000',
    });
    const signedIn = await signIn(server, DEMO);
    expect(signedIn.status).toBe(200);
    token = (signedIn.body as { token: string }).token;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
    await new Promise((resolve) => proxy?.server.close(resolve));
    proxy?.server.closeAllConnections();
    await emulator?.close();
  });

  beforeEach(() => {
    emulator.resetFaults();
    proxy.loseWriteAnswers = false;
  });

  it('answers a slow WHMCS in full', async () => {
    emulator.setFaults({ latencyMs: 300 });
    const data = await allData();
    expect(data.errors).toEqual({});
    expect(data.subscriptionsData.activeSubs.length).toBeGreaterThan(0);
  });

  it('names the section whose WHMCS call hangs, and answers the rest', async () => {
    emulator.setFaults({ hang: true, actions: ['GetInvoices'] });
    const data = await allData();
    expect(data.errors).toEqual({ invoicesData: 'WHMCS_TIMEOUT' });
    expect(data.subscriptionsData.activeSubs.length).toBeGreaterThan(0);
  });

  it.each([
    ['http', 'WHMCS_UNAVAILABLE'],
    ['html', 'WHMCS_BAD_REPLY'],
    ['garbage', 'WHMCS_BAD_REPLY'],
    // WHMCS answered (result=error): its own code, not an outage.
    ['whmcs', 'WHMCS_REJECTED'],
  ] as const)(
    'names one failing section when WHMCS answers %s',
    async (kind, code) => {
      await waitForHealthyDashboard();
      emulator.setFaults({
        errorRate: 1,
        errorKind: kind,
        actions: ['GetTickets'],
      });
      const data = await allData();
      expect(data.errors).toEqual({ ticketsData: code });
      expect(data.subscriptionsData.activeSubs.length).toBeGreaterThan(0);
    },
  );

  it('answers a change during an outage with 502 and recovers when WHMCS is back', async () => {
    await waitForHealthyDashboard();
    emulator.setFaults({ errorRate: 1, errorKind: 'http' });
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const data = await allData();
      expect(data.errors.subscriptionsData).toBe('WHMCS_UNAVAILABLE');
    }
    const change = await client(server, token).put(
      `${API}/update_parental_code`,
      { serviceid: 101, code: '2468' },
      { 'idempotency-key': `outage-${randomUUID()}` },
    );
    expectEnvelope(change, 502, 'WHMCS_UNAVAILABLE');
    const metrics = await (await fetch(`${server.metricsUrl}/metrics`)).text();
    expect(metrics).toMatch(/kind="WhmcsCircuitOpenError"/);
    emulator.resetFaults();
    await waitForHealthyDashboard();
  }, 60_000);

  it('never writes twice when the answer to a write is lost', async () => {
    await waitForHealthyDashboard();
    const key = { 'idempotency-key': `lost-${randomUUID()}` };
    const body = { serviceid: 101, code: '1357' };
    const writesBefore = proxy.writes;
    proxy.loseWriteAnswers = true;
    const first = await client(server, token).put(
      `${API}/update_parental_code`,
      body,
      key,
    );
    expectEnvelope(first, 504, 'WHMCS_TIMEOUT');
    proxy.loseWriteAnswers = false;
    // WHMCS made the change: it is not lost.
    expect(await parentalCodeOf(101)).toBe('1357');
    // The retry finds the recovery point, reads WHMCS back, sees the code
    // set and answers as the first request would have: no second write.
    const retry = await client(server, token).put(
      `${API}/update_parental_code`,
      body,
      key,
    );
    expect(retry.status).toBe(200);
    expect(JSON.stringify(retry.body)).toContain('"parentalCode":"1357"');
    expect(proxy.writes - writesBefore).toBe(1);
    const again = await client(server, token).put(
      `${API}/update_parental_code`,
      body,
      key,
    );
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(retry.body);
    expect(proxy.writes - writesBefore).toBe(1);
  });

  it('never sends AddCancelRequest twice when its answer is lost', async () => {
    await waitForHealthyDashboard();
    const key = { 'idempotency-key': `lost-cancel-${randomUUID()}` };
    const body = {
      serviceid: 102,
      kind: 'ordinary',
      endAt: 'endOfPeriod',
      name: 'Erika Mustermann',
      email: 'lost-answer@example.com',
    };
    const requestsOf102 = async () => {
      const listed = (await callEmulator(emulator.url, 'GetCancelledPackages', {
        limitnum: '100',
      })) as { packages: { package: { relid: string }[] } };
      return listed.packages.package.filter((entry) => entry.relid === '102')
        .length;
    };
    const writesBefore = proxy.writes;
    proxy.loseWriteAnswers = true;
    const first = await client(server, token).postWith(
      `${API}/cancelRequest`,
      body,
      key,
    );
    expectEnvelope(first, 504, 'WHMCS_TIMEOUT');
    proxy.loseWriteAnswers = false;
    // WHMCS recorded the request: it is not lost.
    expect(await requestsOf102()).toBe(1);
    // The retry takes the key over, reads GetCancelledPackages back and
    // answers as the first would have: no second AddCancelRequest.
    const retry = await client(server, token).postWith(
      `${API}/cancelRequest`,
      body,
      key,
    );
    expect(retry.status, retry.text).toBe(200);
    expect(retry.body).toMatchObject({
      receipt: { serviceid: 102, type: 'endOfPeriod' },
      repeated: false,
    });
    expect(proxy.writes - writesBefore).toBe(1);
    const again = await client(server, token).postWith(
      `${API}/cancelRequest`,
      body,
      key,
    );
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(retry.body);
    expect(await requestsOf102()).toBe(1);
  });

  it('fails closed while Redis is down and works again once it is back', async () => {
    const before = await client(server, token).get(`${API}/me`);
    expect(before.status).toBe(200);
    await redis?.stop();
    redis = null;
    expectEnvelope(
      await client(server, token).get(`${API}/me`),
      503,
      'STORE_UNAVAILABLE',
    );
    expectEnvelope(await signIn(server, OTHER), 503, 'STORE_UNAVAILABLE');
    expectEnvelope(
      await new TestBrowser(server.url).post(
        `${API}/sendCode`,
        { email: OTHER.email },
        { headers: { 'x-forwarded-for': nextIp() } },
      ),
      503,
      'STORE_UNAVAILABLE',
    );
    // What needs no store keeps working.
    expect((await new TestBrowser(server.url).get(`${API}/env`)).status).toBe(
      200,
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: 'unavailable',
      checks: { store: { ok: false }, whmcs: { ok: true } },
    });

    // Back on the port the server knows.
    redis = await startRedisServer({ port: redisPort });
    let signedIn: TestResponse | null = null;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      signedIn = await signIn(server, OTHER);
      if (signedIn.status === 200) {
        break;
      }
      expectEnvelope(signedIn, 503, 'STORE_UNAVAILABLE');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(signedIn?.status).toBe(200);
    token = (signedIn?.body as { token: string }).token;
    expect((await client(server, token).get(`${API}/me`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 60_000);

  it('finishes a request in flight on SIGTERM, then exits', async () => {
    const doomed = await startServerProcess(proxy.url, {
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_KEY_PREFIX: PREFIX,
    });
    try {
      emulator.setFaults({ latencyMs: 1500, actions: ['ValidateLogin'] });
      const seen = proxy.actions.length;
      const pending = signIn(doomed, DEMO);
      // The signal comes once the request is in flight (WHMCS has it).
      while (!proxy.actions.slice(seen).includes('ValidateLogin')) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      doomed.child.kill('SIGTERM');
      const response = await pending;
      expect(response.status).toBe(200);
      expect(await doomed.exited).toBe(0);
      expect(crashesIn(doomed.output())).toEqual([]);
    } finally {
      await doomed.stop();
    }
  }, 60_000);

  it('logged no crash and no unhandled rejection', () => {
    expect(server.child.exitCode).toBeNull();
    expect(crashesIn(server.output())).toEqual([]);
  });
});
