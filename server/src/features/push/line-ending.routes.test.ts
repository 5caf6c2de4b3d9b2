import { randomUUID } from 'node:crypto';

import { pushPayloadSchema } from '@members/contract';
import { startEmulator } from '@members/whmcs-emulator';
import type { RunningEmulator } from '@members/whmcs-emulator';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startPushService } from '../../../test/push-endpoint.js';
import type {
  TestDevice,
  TestPushService,
} from '../../../test/push-endpoint.js';
import {
  createTestClock,
  startServerAgainst,
} from '../../../test/start-test-server.js';
import type { TestClock } from '../../../test/start-test-server.js';
import { DAY_MS } from '../../lib/time.js';
import { webPush } from '../../lib/web-push.js';
import { createRedisStores } from '../../stores/redis/redis-stores.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const PREFIX = `test:push:${randomUUID()}:`;
const VAPID = webPush().generateVAPIDKeys();

let emulator: RunningEmulator;
let pushService: TestPushService;
let seed: Redis;
let french: TestDevice;
let invoicesOnly: TestDevice;
const clock: TestClock = createTestClock();

/** A server instance on its own connection to the shared Redis. */
async function startInstance() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  await redis.connect();
  return startServerAgainst(
    emulator.url,
    {
      REDIS_URL,
      REDIS_KEY_PREFIX: PREFIX,
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:ops@streammax.example',
      PUSH_SERVICES: pushService.origin,
    },
    undefined,
    undefined,
    clock,
    createRedisStores({ redis, prefix: PREFIX, now: clock.now }),
  );
}

function receivedAt(device: TestDevice) {
  const path = new URL(device.endpoint).pathname;
  return pushService.received
    .filter((entry) => entry.path === path)
    .map((entry) => pushPayloadSchema.parse(entry.payload));
}

beforeAll(async () => {
  [emulator, pushService] = await Promise.all([
    startEmulator({ port: 0 }),
    startPushService(),
  ]);
  seed = new Redis(REDIS_URL, { lazyConnect: true });
  await seed.connect();
  // The demo client opted in two devices before the servers start: one
  // in French that wants every kind, one that wants invoices only.
  const stores = createRedisStores({ redis: seed, prefix: PREFIX });
  french = pushService.device();
  invoicesOnly = pushService.device();
  for (const [device, kinds, locale] of [
    [french, ['lineEnding', 'invoiceCreated'], 'fr-fr'],
    [invoicesOnly, ['invoiceCreated'], 'en-en'],
  ] as const) {
    await stores.pushSubscriptions.save(1, {
      ...device,
      device: 'Test device',
      sessionId: 'a-session',
      kinds: [...kinds],
      locale,
      createdAt: clock.now(),
    });
  }
});

afterAll(async () => {
  const keys = await seed.keys(`${PREFIX}*`);
  if (keys.length > 0) {
    await seed.del(...keys);
  }
  await seed.quit();
  await Promise.all([emulator.close(), pushService.close()]);
});

describe('the daily line-ending reminder', () => {
  it('is sent once a day by one of two instances sharing the store, 7 days before and the day before a line ends', async () => {
    // Both start (and run the day's reminder) at once; closing waits for
    // the run in flight.
    const [a, b] = await Promise.all([startInstance(), startInstance()]);
    await Promise.all([a.close(), b.close()]);
    // Line 102 of the demo is due in 7 days; no other line in 7 days or 1.
    expect(receivedAt(french)).toEqual([
      {
        kind: 'lineEnding',
        title: 'Votre ligne se termine dans 7 jours',
        body: expect.stringMatching(
          /^IPTV Standard.* se termine le \d{1,2} \S+ \d{4}\. Renouvelez-la pour continuer à regarder\.$/,
        ) as unknown,
        url: '/dashboard/fr-fr/subscription?subscriptionid=102',
        icon: expect.any(String) as unknown,
      },
    ]);
    expect(receivedAt(invoicesOnly)).toEqual([]);

    // A restart the same day sends nothing more.
    const again = await startInstance();
    await again.close();
    expect(receivedAt(french)).toHaveLength(1);

    // Six days on, the line ends tomorrow.
    clock.advance(6 * DAY_MS);
    const [c, d] = await Promise.all([startInstance(), startInstance()]);
    await Promise.all([c.close(), d.close()]);
    expect(receivedAt(french).map((payload) => payload.title)).toEqual([
      'Votre ligne se termine dans 7 jours',
      'Votre ligne se termine demain',
    ]);
    expect(receivedAt(invoicesOnly)).toEqual([]);
  });
});
