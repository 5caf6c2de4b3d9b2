import { Writable } from 'node:stream';

import {
  addDays,
  allDataResponseSchema,
  envResponseSchema,
  lineStatusResponseSchema,
  updatePasswordResponseSchema,
} from '@members/contract';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError, expectRefused } from '../../../test/expect-error.js';
import type { TestBrowser } from '../../../test/http-client.js';
import { DEMO, signedInBrowser } from '../../../test/sign-in.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';
import { startTestServer } from '../../../test/start-test-server.js';
import type { TestServer } from '../../../test/start-test-server.js';
import { LOG_OPTIONS } from '../../app.js';

const PATH = '/dashboard/api/lineStatus';
const CACHE_MS = 30_000;
const BACKOFF_MS = 60_000;

const suite = useSignedInServer({
  withOther: true,
  env: { PANEL_TIMEOUT_MS: '1000' },
  resetAfterEach: { faults: true },
});

const panel = () => suite.server.emulator.panel;

/**
 * The end of a day of the demo, counted from the day it was seeded: the
 * panel's lines expire at the end of a day, as the demo's story has them.
 */
function endOfSeedDay(days: number): string {
  return `${addDays(suite.server.emulator.seedDate, days)}T23:59:59.000Z`;
}

afterEach(() => {
  panel().resetFaults();
  panel().resetCalls();
  // Past every kept read and back-off, so each test asks the panel afresh.
  suite.server.clock.advance(BACKOFF_MS + CACHE_MS);
});

async function statusOf(browser: TestBrowser, serviceid: number) {
  const response = await browser.post(PATH, { serviceid });
  expect(response.status, response.text).toBe(200);
  return lineStatusResponseSchema.parse(response.body);
}

describeEndpointBehaviour(suite, {
  endpoint: 'lineStatus',
  valid: () => ({ serviceid: 101 }),
  invalid: { input: { serviceid: 'x' }, path: 'serviceid' },
  otherClient: { input: { serviceid: 201 }, missing: { serviceid: 99_999 } },
  fault: {
    actions: ['GetClientsProducts'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});

describe('lineStatus: the line as the panel sees it', () => {
  it('reads an Active line with a free connection, its expiry and the panel’s clock', async () => {
    const before = Date.now();
    const status = await statusOf(suite.demo, 101);
    expect(status).toMatchObject({
      status: 'Active',
      // Paid for 48 more days, as WHMCS's next due date says.
      expiresAt: endOfSeedDay(48),
      isTrial: false,
      activeConnections: 1,
      maxConnections: 2,
      outputFormats: ['m3u8', 'ts', 'rtmp'],
    });
    // The panel's own clock (timestamp_now, whole seconds), not the test clock.
    const checkedAt = Date.parse(status.checkedAt);
    expect(checkedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(checkedAt).toBeLessThanOrEqual(Date.now());
    expect(panel().calls('demo_premium')).toBe(1);
  });

  it('reads a line at its connection limit', async () => {
    expect(await statusOf(suite.demo, 102)).toMatchObject({
      status: 'Active',
      activeConnections: 1,
      maxConnections: 1,
    });
  });

  it('reads a line expired on the panel while Active in WHMCS', async () => {
    expect(await statusOf(suite.demo, 106)).toMatchObject({
      status: 'Expired',
      // Expired on the panel three days before the seed day.
      expiresAt: endOfSeedDay(-3),
    });
  });

  it('reads a trial line', async () => {
    expect(await statusOf(suite.other, 201)).toMatchObject({
      isTrial: true,
      status: 'Active',
    });
  });

  it.each(['Banned', 'Disabled'])('reads a %s line', async (word) => {
    panel().setLine('demo_standard', { status: word });
    try {
      expect((await statusOf(suite.demo, 102)).status).toBe(word);
    } finally {
      panel().setLine('demo_standard', { status: 'Active' });
    }
  });

  it('reads numbers sent as numbers like numbers sent as text, and a line that never expires', async () => {
    const asText = await statusOf(suite.demo, 102);
    suite.server.clock.advance(BACKOFF_MS + CACHE_MS);
    panel().setFaults({ numbers: 'numbers' });
    const asNumbers = await statusOf(suite.demo, 102);
    expect({ ...asNumbers, checkedAt: '' }).toEqual({
      ...asText,
      checkedAt: '',
    });
    const expiry = panel().line('demo_standard')?.expDate ?? null;
    panel().setLine('demo_standard', { expDate: null, maxConnections: 0 });
    try {
      suite.server.clock.advance(BACKOFF_MS + CACHE_MS);
      expect(await statusOf(suite.demo, 102)).toMatchObject({
        expiresAt: null,
        maxConnections: null,
      });
    } finally {
      panel().setLine('demo_standard', { expDate: expiry, maxConnections: 1 });
    }
    expect(panel().calls('demo_standard')).toBe(3);
  });
});

describe('lineStatus: when the panel cannot be read', () => {
  it('answers PANEL_REFUSED when the panel answers auth 0, and backs off', async () => {
    await expectRefused(
      async () => {
        panel().setLine('demo_standard', { password: 'drifted-on-panel' });
        suite.server.clock.advance(CACHE_MS);
        return suite.demo.post(PATH, { serviceid: 102 });
      },
      () => suite.demo.post(PATH, { serviceid: 102 }),
      502,
      'PANEL_REFUSED',
    );
    try {
      // Within the back-off the refusal is answered without asking again.
      expectError(
        await suite.demo.post(PATH, { serviceid: 102 }),
        502,
        'PANEL_REFUSED',
      );
      expect(panel().calls('demo_standard')).toBe(2);
    } finally {
      panel().setLine('demo_standard', { password: null });
    }
  });

  it('answers PANEL_UNAVAILABLE for a slow panel, while the dashboard still loads', async () => {
    expect((await suite.demo.post(PATH, { serviceid: 101 })).status).toBe(200);
    suite.server.clock.advance(BACKOFF_MS + CACHE_MS);
    panel().setFaults({ latencyMs: 20_000 });
    expectError(
      await suite.demo.post(PATH, { serviceid: 101 }),
      503,
      'PANEL_UNAVAILABLE',
    );
    const dashboard = await suite.demo.post('/dashboard/api/allData', {});
    expect(dashboard.status).toBe(200);
    expect(
      allDataResponseSchema.parse(dashboard.body).subscriptionsData.activeSubs
        .length,
    ).toBe(3);
    // Backed off: the panel is not asked again within the period.
    expectError(
      await suite.demo.post(PATH, { serviceid: 101 }),
      503,
      'PANEL_UNAVAILABLE',
    );
    expect(panel().calls('demo_premium')).toBe(2);
  });

  it.each(['http', 'garbage', 'html', 'drop'] as const)(
    'answers PANEL_UNAVAILABLE for a %s answer',
    async (errorKind) => {
      await expectRefused(
        async () => {
          suite.server.clock.advance(BACKOFF_MS + CACHE_MS);
          panel().setFaults({ errorKind });
          return suite.demo.post(PATH, { serviceid: 101 });
        },
        () => suite.demo.post(PATH, { serviceid: 101 }),
        503,
        'PANEL_UNAVAILABLE',
      );
    },
  );
});

describe('lineStatus: polite to the panel', () => {
  it('makes one panel call for many concurrent and sequential reads of one line within the cache period', async () => {
    const concurrent = await Promise.all(
      Array.from({ length: 20 }, () =>
        suite.demo.post(PATH, { serviceid: 101 }),
      ),
    );
    expect(concurrent.every((response) => response.status === 200)).toBe(true);
    expect(concurrent).toHaveLength(20);
    for (let index = 0; index < 20; index += 1) {
      expect((await suite.demo.post(PATH, { serviceid: 101 })).status).toBe(
        200,
      );
      suite.server.clock.advance(1000);
    }
    expect(panel().calls('demo_premium')).toBe(1);
    suite.server.clock.advance(CACHE_MS);
    await statusOf(suite.demo, 101);
    expect(panel().calls('demo_premium')).toBe(2);
  });

  it('never asks the panel for another customer’s line', async () => {
    await expectRefused(
      () => suite.demo.post(PATH, { serviceid: 201 }),
      () => suite.demo.post(PATH, { serviceid: 101 }),
      404,
      'NOT_FOUND',
    );
    expect(panel().calls('other_standard')).toBe(0);
  });

  it('reads the line with its new password right after a reset, within the cache period', async () => {
    await statusOf(suite.demo, 101);
    const reset = await suite.demo.request('PUT', '/api/updatePassword', {
      body: { serviceid: 101 },
    });
    expect(reset.status, reset.text).toBe(200);
    const { password } = updatePasswordResponseSchema.parse(reset.body);
    expect(await statusOf(suite.demo, 101)).toMatchObject({
      status: 'Active',
    });
    // The second read used the new password: the panel accepts only it.
    expect(panel().linePassword('demo_premium')).toBe(password);
    expect(panel().calls('demo_premium')).toBe(2);
  });
});

describe('lineStatus: no panel known', () => {
  let off: TestServer;
  let browser: TestBrowser;
  beforeAll(async () => {
    off = await startTestServer({
      env: { PANEL_URL: '', STREAM_URL: '', EPG_URL: '' },
    });
    browser = (await signedInBrowser(off, DEMO)).browser;
  });
  afterAll(async () => {
    await off.close();
  });

  it('is off: env says so and lineStatus answers 404', async () => {
    const on = envResponseSchema.parse(
      (await suite.demo.request('GET', '/dashboard/api/env')).body,
    );
    expect(on.linePanel).toBe(true);
    const env = envResponseSchema.parse(
      (await browser.request('GET', '/dashboard/api/env')).body,
    );
    expect(env.linePanel).toBe(false);
    await expectRefused(
      () => browser.post(PATH, { serviceid: 101 }),
      () => suite.demo.post(PATH, { serviceid: 101 }),
      404,
      'NOT_FOUND',
    );
    expect(off.emulator.panel.calls()).toBe(0);
  });
});

describe('lineStatus: logs', () => {
  const lines: string[] = [];
  let logged: TestServer;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    logged = await startTestServer({
      logger: pino({ level: 'trace', ...LOG_OPTIONS }, sink),
    });
  });
  afterAll(async () => {
    await logged.close();
  });

  it('never carry the line’s password, on success, refusal or failure', async () => {
    const { browser } = await signedInBrowser(logged, DEMO);
    const password = logged.emulator.panel.linePassword('demo_premium') ?? '';
    expect(password.length).toBeGreaterThan(5);
    expect((await browser.post(PATH, { serviceid: 101 })).status).toBe(200);
    logged.clock.advance(BACKOFF_MS + CACHE_MS);
    logged.emulator.panel.setFaults({ errorKind: 'garbage' });
    expect((await browser.post(PATH, { serviceid: 101 })).status).toBe(503);
    logged.emulator.panel.setFaults({ errorKind: 'none' });
    logged.clock.advance(BACKOFF_MS + CACHE_MS);
    logged.emulator.panel.setLine('demo_premium', { password: 'other' });
    expect((await browser.post(PATH, { serviceid: 101 })).status).toBe(502);
    const log = lines.join('');
    expect(log).toContain('panel call');
    expect(log).not.toContain(password);
    expect(log).not.toContain('player_api.php');
  });
});
