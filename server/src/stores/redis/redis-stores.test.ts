import { randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { StoreUnavailableError } from '../../lib/app-error.js';
import { beginRecord } from '../idempotency-record.js';
import { pushSubscriptionsContract } from '../push-subscriptions-contract.js';
import {
  signInEntry,
  signInHistoryContract,
} from '../sign-in-history-contract.js';
import { storeContract } from '../store-contract.js';
import { SIGN_IN_HISTORY_TTL_MS } from '../types.js';

import { createRedisStores } from './redis-stores.js';

let redis: Redis;

function newPrefix(): string {
  return `test:stores:${randomUUID()}:`;
}

async function removeKeys(prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) {
    await redis.del(...keys);
  }
}

beforeAll(async () => {
  redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
  await redis.connect();
});

afterAll(async () => {
  await redis.quit();
});

async function openRedisStores() {
  const prefix = newPrefix();
  return {
    stores: createRedisStores({ redis, prefix }),
    now: Date.now,
    advance: (ms: number) =>
      new Promise<void>((resolve) => setTimeout(resolve, ms)),
    dispose: () => removeKeys(prefix),
  };
}

storeContract('redis', openRedisStores);

signInHistoryContract('redis', openRedisStores);

pushSubscriptionsContract('redis', openRedisStores);

describe('redis stores', () => {
  it('keeps every key under its prefix, expiring ones with their time to live', async () => {
    const prefix = newPrefix();
    const stores = createRedisStores({ redis, prefix });
    const expiresAt = Date.now() + 60_000;
    await stores.sessions.create(
      's',
      {
        clientId: 1,
        email: 'demo@example.com',
        createdAt: 1,
        lastSeenAt: 1,
        expiresAt,
        signedInAt: 1,
        method: 'password',
        affiliate: false,
        reseller: false,
        ip: '127.0.0.1',
        userAgent: 'test',
      },
      2,
    );
    await stores.loginCodes.save('c', {
      email: 'demo@example.com',
      clientId: 1,
      codeHash: 'h',
      expiresAt,
      attempts: 0,
    });
    await stores.counters.increment('k', 60_000);
    await stores.tokens.set('t', 'v', 60_000);
    await stores.idempotency.update(
      'i',
      beginRecord('f', 'owner', Date.now(), 1000),
      60_000,
    );
    await stores.readCache.write('o', 0, 'x', 60_000);
    await stores.readCache.invalidate('o');
    await stores.macIndex.replace(new Map([['AA', 1]]), 5);
    await stores.announcementsSeen.advance(1, '2026-11-18T10:00:00', 60_000);
    await stores.signInHistory.add(1, signInEntry(1));
    const keys = await redis.keys(`${prefix}*`);
    const names = keys
      .map((key) => key.slice(prefix.length))
      .map((name) => name.replace(/^code:newest:[\w-]{43}$/, 'code:newest:…'))
      .sort();
    expect(names).toEqual([
      'cache:gen:o',
      'cache:o:0',
      'code:c',
      'code:newest:…',
      'count:k',
      'idem:i',
      'mac:built',
      'mac:index',
      'seen:announcements:1',
      'sess:all',
      'sess:client:1',
      'sess:s',
      'signins:1',
      'token:t',
    ]);
    for (const name of [
      'sess:s',
      'code:c',
      'count:k',
      'token:t',
      'idem:i',
      'seen:announcements:1',
    ]) {
      const ttl = await redis.pttl(`${prefix}${name}`);
      expect(ttl).toBeGreaterThan(55_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
    await removeKeys(prefix);
  });

  it('reads a declaration recorded before withdrawals existed as a cancellation', async () => {
    const prefix = newPrefix();
    const stores = createRedisStores({ redis, prefix });
    const receipt = {
      reference: 'K-OLD',
      receivedAt: '2026-11-27T18:00:00.000Z',
      kind: 'ordinary',
      reason: '',
      name: 'Demo',
      email: 'demo@example.com',
      contract: 'demo_standard',
      serviceid: 102,
      endAt: 'endOfPeriod',
      endsAt: '2026-12-20',
      type: 'endOfPeriod',
    };
    // As the store wrote it then: no `declaration`.
    await redis.set(
      `${prefix}cancel:ref:K-OLD`,
      JSON.stringify({
        reference: 'K-OLD',
        receipt,
        locale: 'de-de',
        clientId: 1,
        serviceRef: null,
        state: 'applied',
        needsStaffTicket: false,
        ticketId: null,
        isAttemptOver: false,
      }),
    );
    await redis.sadd(`${prefix}cancel:client:1`, 'K-OLD');
    expect(await stores.cancellations.get('K-OLD')).toMatchObject({
      declaration: 'cancellation',
      receipt,
    });
    expect(
      (await stores.cancellations.listByClient(1)).map(
        (record) => record.declaration,
      ),
    ).toEqual(['cancellation']);
    await removeKeys(prefix);
  });

  it('keeps a sign-in history as one list for 90 days after its newest sign-in', async () => {
    const prefix = newPrefix();
    const stores = createRedisStores({ redis, prefix });
    await stores.signInHistory.add(1, signInEntry(1));
    await redis.pexpire(`${prefix}signins:1`, 1000);
    await stores.signInHistory.add(1, signInEntry(2));
    expect(await redis.type(`${prefix}signins:1`)).toBe('list');
    const ttl = await redis.pttl(`${prefix}signins:1`);
    expect(ttl).toBeGreaterThan(SIGN_IN_HISTORY_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(SIGN_IN_HISTORY_TTL_MS);
    // What is not an entry (written by hand) is left out, not shown.
    await redis.rpush(`${prefix}signins:1`, 'not json', '{"at":"x"}');
    expect(
      (await stores.signInHistory.list(1)).map((entry) => entry.at),
    ).toEqual([2, 1]);
    await removeKeys(prefix);
  });

  it('are shared by every instance on the same prefix, and only by those', async () => {
    const prefix = newPrefix();
    const one = createRedisStores({ redis, prefix });
    const two = createRedisStores({ redis, prefix });
    const other = createRedisStores({ redis, prefix: newPrefix() });
    expect(one.isShared).toBe(true);
    await one.tokens.set('t', 'v', 60_000);
    expect(await two.tokens.get('t')).toBe('v');
    expect(await other.tokens.get('t')).toBeNull();
    await removeKeys(prefix);
  });

  it('fails closed with StoreUnavailableError when Redis is away', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const errors: string[] = [];
    const broken = createRedisStores({
      redis: dead,
      prefix: newPrefix(),
      onError: (operation) => errors.push(operation),
    });
    await expect(broken.sessions.get('x')).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
    await expect(broken.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(errors).toEqual(['sessions.get', 'ping']);
    dead.disconnect();
  });
});
