import { randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { StoreUnavailableError } from '../../lib/app-error.js';
import type { SessionRecord, Stores } from '../types.js';

import { createRedisStores } from './redis-stores.js';

const PREFIX = `test:stores:${randomUUID()}:`;

function session(clientId: number, lastSeenAt: number): SessionRecord {
  return {
    clientId,
    email: 'demo@example.com',
    createdAt: lastSeenAt,
    lastSeenAt,
    expiresAt: Date.now() + 60_000,
    signedInAt: lastSeenAt,
    method: 'password',
    affiliate: false,
    reseller: false,
    ip: '127.0.0.1',
    userAgent: 'test',
  };
}

describe('redis stores', () => {
  let redis: Redis;
  let stores: Stores;

  beforeAll(async () => {
    redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
    await redis.connect();
    stores = createRedisStores({ redis, prefix: PREFIX });
  });

  afterAll(async () => {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    await stores.close();
  });

  it('keeps at most the cap of sessions per client, least recently used out', async () => {
    await stores.sessions.create('a', session(1, 1), 2);
    await stores.sessions.create('b', session(1, 2), 2);
    await stores.sessions.update('a', { lastSeenAt: 3 });
    await stores.sessions.create('c', session(1, 4), 2);
    expect(await stores.sessions.get('b')).toBeNull();
    expect((await stores.sessions.get('a'))?.lastSeenAt).toBe(3);
    expect(
      (await stores.sessions.listByClient(1)).map((s) => s.id).sort(),
    ).toEqual(['a', 'c']);
    expect(await stores.sessions.countActive()).toBe(2);
    await stores.sessions.delete('a');
    await stores.sessions.update('a', { lastSeenAt: 5 });
    expect(await stores.sessions.get('a')).toBeNull();
    expect(await stores.sessions.countActive()).toBe(1);
  });

  it('lets exactly one of two parallel consumers take a code', async () => {
    const challenge = {
      email: 'demo@example.com',
      clientId: 1,
      codeHash: 'h',
      expiresAt: Date.now() + 10_000,
      attempts: 0,
    };
    await stores.loginCodes.save('one', challenge);
    await stores.loginCodes.save('two', challenge);
    expect(await stores.loginCodes.newestFor('demo@example.com')).toBe('two');
    expect(await stores.loginCodes.addAttempt('two')).toBe(1);
    expect((await stores.loginCodes.get('two'))?.attempts).toBe(1);
    const results = await Promise.all([
      stores.loginCodes.consume('two'),
      stores.loginCodes.consume('two'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await stores.loginCodes.addAttempt('two')).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  it('counts parallel increments exactly and keeps the window', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => stores.counters.increment('k', 60_000)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect((await stores.counters.peek('k'))?.count).toBe(20);
    await stores.counters.reset('k');
    expect(await stores.counters.peek('k')).toBeNull();
  });

  it('takes one-time tokens once', async () => {
    expect(await stores.tokens.setIfAbsent('t', 'v', 10_000)).toBe(true);
    expect(await stores.tokens.setIfAbsent('t', 'w', 10_000)).toBe(false);
    expect(await stores.tokens.take('t')).toBe('v');
    expect(await stores.tokens.take('t')).toBeNull();
  });

  it('claims an idempotency key once and replays its answer', async () => {
    const begins = await Promise.all([
      stores.idempotency.begin('k', 'f1', 10_000),
      stores.idempotency.begin('k', 'f1', 10_000),
    ]);
    expect(begins.map((b) => b.state).sort()).toEqual(['in_flight', 'started']);
    expect(await stores.idempotency.begin('k', 'f2', 10_000)).toEqual({
      state: 'mismatch',
    });
    await stores.idempotency.complete(
      'k',
      { statusCode: 200, body: '{}' },
      10_000,
    );
    expect(await stores.idempotency.begin('k', 'f1', 10_000)).toEqual({
      state: 'completed',
      response: { statusCode: 200, body: '{}' },
    });
  });

  it('never serves a cached read across an invalidation', async () => {
    const first = await stores.readCache.read('client:1');
    expect(first.value).toBeNull();
    await stores.readCache.write('client:1', first.generation, 'x', 10_000);
    expect((await stores.readCache.read('client:1')).value).toBe('x');
    await stores.readCache.invalidate('client:1');
    const after = await stores.readCache.read('client:1');
    expect(after.value).toBeNull();
    expect(after.generation).toBe(first.generation + 1);
  });

  it('swaps and updates the MAC index', async () => {
    await stores.macIndex.replace(new Map([['AA', 1]]), 5);
    expect(await stores.macIndex.builtAt()).toBe(5);
    await stores.macIndex.record(1, 'BB', 'AA');
    expect(await stores.macIndex.ownerOf('AA')).toBeNull();
    expect(await stores.macIndex.ownerOf('BB')).toBe(1);
  });

  it('fails closed with StoreUnavailableError when Redis is away', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const broken = createRedisStores({ redis: dead, prefix: PREFIX });
    await expect(broken.sessions.get('x')).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
    await expect(broken.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    dead.disconnect();
  });
});
