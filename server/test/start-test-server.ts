import {
  DEMO_CREDENTIALS,
  FIELD_SECURITY,
  startEmulator,
} from '@members/whmcs-emulator';
import type { RunningEmulator } from '@members/whmcs-emulator';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import { buildApp } from '../src/app.js';
import { loadBrand } from '../src/brand/brand-settings.js';
import { loadConfig } from '../src/config.js';
import type { Config } from '../src/config.js';
import { createMailer } from '../src/mail/mailer.js';
import type { Mailer } from '../src/mail/mailer.js';
import { createMetrics } from '../src/plugins/metrics.js';
import type { Metrics } from '../src/plugins/metrics.js';
import { createMemoryStores } from '../src/stores/memory/memory-stores.js';
import type { Stores } from '../src/stores/types.js';
import { createWhmcsClient } from '../src/whmcs/index.js';

/** The key that seals the factors in tests (SECRETS_KEY): fixed, so a restarted server opens them. */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

/** The origin tests pretend the browser is on (PUBLIC_URL). */
export const TEST_ORIGIN = 'http://members.test';

/** A clock tests can move forward. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

/** A running server with its emulator, outbox and stores. */
export interface TestServer {
  url: string;
  app: FastifyInstance;
  emulator: RunningEmulator;
  mailer: Mailer;
  stores: Stores;
  config: Config;
  clock: TestClock;
  /** The server's Prometheus metrics (read them with `metrics.registry`). */
  metrics: Metrics;
  close(): Promise<void>;
}

/**
 * Creates a clock that runs with the real time from `startAt` (default: now)
 * and jumps forward when told.
 */
export function createTestClock(startAt?: number): TestClock {
  let offset = startAt === undefined ? 0 : startAt - Date.now();
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** A running server without the emulator (for other WHMCS stand-ins). */
export type BareTestServer = Omit<TestServer, 'emulator'>;

/**
 * Starts the real server on an ephemeral port against any WHMCS URL, with
 * the demo outbox for mail unless the settings say otherwise, on stores of
 * its own in memory unless it is given others (Redis, shared).
 */
export async function startServerAgainst(
  whmcsUrl: string,
  env: Record<string, string> = {},
  logger?: FastifyBaseLogger,
  webRoot?: string,
  clock: TestClock = createTestClock(),
  sharedStores?: Stores,
): Promise<BareTestServer> {
  const config = loadConfig({
    WHMCS_URL: whmcsUrl,
    WHMCS_IDENTIFIER: DEMO_CREDENTIALS.identifier,
    WHMCS_SECRET: DEMO_CREDENTIALS.secret,
    PUBLIC_URL: TEST_ORIGIN,
    DEMO_OUTBOX: 'true',
    WHMCS_TIMEOUT_MS: '5000',
    STREAM_URL: 'http://line.streammax.example:8080',
    EPG_URL: 'http://line.streammax.example:8080/xmltv.php',
    // Tests that change WHMCS behind the server's back read fresh data, and
    // fault tests do not open circuits for the tests after them; the tests
    // of the cache and the breakers turn them on.
    READ_CACHE_SECONDS: '0',
    WHMCS_BREAKER_THRESHOLD: '0',
    SECURITY_FIELD: String(FIELD_SECURITY),
    SECRETS_KEY: TEST_SECRETS_KEY,
    ...env,
  });
  const stores = sharedStores ?? createMemoryStores({ now: clock.now });
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outbox: config.mail.outbox,
    now: clock.now,
  });
  const whmcs = createWhmcsClient({
    url: whmcsUrl,
    identifier: config.whmcs.identifier,
    secret: config.whmcs.secret,
    timeoutMs: config.whmcs.timeoutMs,
    ...(logger ? { logger } : {}),
  });
  const metrics = createMetrics();
  const app = await buildApp({
    config,
    whmcs,
    stores,
    mailer,
    metrics,
    brand: loadBrand({ PROVIDER_NAME: config.providerName, ...env }),
    now: clock.now,
    ...(logger ? { logger } : {}),
    ...(webRoot ? { webRoot } : {}),
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    app,
    mailer,
    stores,
    config,
    clock,
    metrics,
    async close() {
      await app.close();
      await stores.close();
      await mailer.close();
    },
  };
}

/**
 * Starts the real server on an ephemeral port against the WHMCS emulator
 * (its own port, fresh demo data), with the demo outbox for mail.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    logger?: FastifyBaseLogger;
    /** A built web app to serve instead of web/dist. */
    webRoot?: string;
    /**
     * When the server's and the emulator's clocks start (default: now); the
     * demo is seeded on that billing day. The emulator's clock is WHMCS's
     * own: it runs on when a test moves the server's.
     */
    startAt?: number;
  } = {},
): Promise<TestServer> {
  const clock = createTestClock(options.startAt);
  const emulator = await startEmulator({
    port: 0,
    seed: 'demo',
    now: createTestClock(options.startAt).now,
  });
  const server = await startServerAgainst(
    emulator.url,
    // The emulator's IPTV panel serves the lines, as in the demo.
    { PANEL_URL: emulator.url, ...options.env },
    options.logger,
    options.webRoot,
    clock,
  );
  return {
    ...server,
    emulator,
    async close() {
      await server.close();
      await emulator.close();
    },
  };
}
