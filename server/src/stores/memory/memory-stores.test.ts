import { describe, expect, it } from 'vitest';

import type { SessionRecord } from '../types.js';

import { createMemoryStores } from './memory-stores.js';

function clock() {
  let now = 1_000_000;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

function session(clientId: number, lastSeenAt: number): SessionRecord {
  return {
    clientId,
    email: 'demo@example.com',
    createdAt: lastSeenAt,
    lastSeenAt,
    expiresAt: lastSeenAt + 1_000_000,
    signedInAt: lastSeenAt,
    method: 'password',
    affiliate: false,
    reseller: false,
    ip: '127.0.0.1',
    userAgent: 'test',
  };
}

describe('memory stores', () => {
  it('expires sessions and evicts the least recently used beyond the cap', async () => {
    const time = clock();
    const stores = createMemoryStores({ now: time.now });
    await stores.sessions.create('a', session(1, 1), 2);
    await stores.sessions.create('b', session(1, 2), 2);
    await stores.sessions.create('c', session(1, 3), 2);
    expect(await stores.sessions.get('a')).toBeNull();
    expect(
      (await stores.sessions.listByClient(1)).map((s) => s.id).sort(),
    ).toEqual(['b', 'c']);
    time.advance(2_000_000);
    expect(await stores.sessions.get('b')).toBeNull();
    await stores.close();
  });

  it('consumes a login challenge once and tracks the newest per address', async () => {
    const time = clock();
    const stores = createMemoryStores({ now: time.now });
    const challenge = {
      email: 'demo@example.com',
      clientId: 1,
      codeHash: 'h',
      expiresAt: time.now() + 1000,
      attempts: 0,
    };
    await stores.loginCodes.save('one', challenge);
    await stores.loginCodes.save('two', challenge);
    expect(await stores.loginCodes.newestFor('demo@example.com')).toBe('two');
    expect(await stores.loginCodes.addAttempt('two')).toBe(1);
    expect(await stores.loginCodes.consume('two')).toBe(true);
    expect(await stores.loginCodes.consume('two')).toBe(false);
    await stores.close();
  });

  it('counts in fixed windows', async () => {
    const time = clock();
    const stores = createMemoryStores({ now: time.now });
    expect((await stores.counters.increment('k', 1000)).count).toBe(1);
    expect((await stores.counters.increment('k', 1000)).count).toBe(2);
    time.advance(1001);
    expect((await stores.counters.increment('k', 1000)).count).toBe(1);
    await stores.close();
  });

  it('takes one-time tokens once', async () => {
    const stores = createMemoryStores();
    await stores.tokens.set('t', 'v', 1000);
    expect(await stores.tokens.setIfAbsent('t', 'w', 1000)).toBe(false);
    expect(await stores.tokens.take('t')).toBe('v');
    expect(await stores.tokens.take('t')).toBeNull();
    await stores.close();
  });

  it('tracks idempotency keys through their states', async () => {
    const stores = createMemoryStores();
    expect(await stores.idempotency.begin('k', 'f1', 1000)).toEqual({
      state: 'started',
    });
    expect(await stores.idempotency.begin('k', 'f1', 1000)).toEqual({
      state: 'in_flight',
    });
    expect(await stores.idempotency.begin('k', 'f2', 1000)).toEqual({
      state: 'mismatch',
    });
    await stores.idempotency.complete(
      'k',
      { statusCode: 200, body: '{}' },
      1000,
    );
    expect(await stores.idempotency.begin('k', 'f1', 1000)).toEqual({
      state: 'completed',
      response: { statusCode: 200, body: '{}' },
    });
    await stores.idempotency.release('k');
    expect(await stores.idempotency.begin('k', 'f2', 1000)).toEqual({
      state: 'started',
    });
    await stores.close();
  });
});
