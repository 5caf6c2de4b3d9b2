import { DEMO_CREDENTIALS, startEmulator } from '@members/whmcs-emulator';
import type { RunningEmulator } from '@members/whmcs-emulator';
import type { FastifyInstance } from 'fastify';

import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Config } from '../src/config.js';
import { createMailer } from '../src/mail/mailer.js';
import type { Mailer } from '../src/mail/mailer.js';
import { createMemoryStores } from '../src/stores/memory/memory-stores.js';
import type { Stores } from '../src/stores/types.js';
import { createWhmcsClient } from '../src/whmcs/index.js';

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
  close(): Promise<void>;
}

/** Creates a clock starting at the real time that only moves when told. */
export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

/**
 * Starts the real server on an ephemeral port against the WHMCS emulator
 * (its own port, fresh demo data), with the demo outbox for mail.
 */
export async function startTestServer(
  options: { env?: Record<string, string> } = {},
): Promise<TestServer> {
  const emulator = await startEmulator({ port: 0, seed: 'demo' });
  const config = loadConfig({
    WHMCS_URL: emulator.url,
    WHMCS_IDENTIFIER: DEMO_CREDENTIALS.identifier,
    WHMCS_SECRET: DEMO_CREDENTIALS.secret,
    PUBLIC_URL: TEST_ORIGIN,
    DEMO_OUTBOX: 'true',
    WHMCS_TIMEOUT_MS: '5000',
    ...options.env,
  });
  const clock = createTestClock();
  const stores = createMemoryStores({ now: clock.now });
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outbox: config.mail.outbox,
  });
  const whmcs = createWhmcsClient({
    url: emulator.url,
    identifier: config.whmcs.identifier,
    secret: config.whmcs.secret,
    timeoutMs: config.whmcs.timeoutMs,
  });
  const app = await buildApp({ config, whmcs, stores, mailer, now: clock.now });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    app,
    emulator,
    mailer,
    stores,
    config,
    clock,
    async close() {
      await app.close();
      await stores.close();
      await mailer.close();
      await emulator.close();
    },
  };
}
