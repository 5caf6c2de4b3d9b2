import { describe, expect, it } from 'vitest';

import { MemoryReadCacheStore } from './memory-read-cache.js';
import { createMemoryStores } from './memory-stores.js';
import { MemoryTokenStore } from './memory-tokens.js';
import { TtlMap } from './ttl-map.js';

const MINUTE_MS = 60_000;

function clock() {
  let now = 1_000_000;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

function boundedMap(maxEntries: number, maxBytes: number) {
  const time = clock();
  const map = new TtlMap<string>(time.now, {
    maxEntries,
    maxBytes,
    sizeOf: (value) => value.length,
  });
  return { map, time };
}

describe('a bounded TtlMap', () => {
  it('pushes out the oldest write once it holds more entries than allowed', () => {
    const { map, time } = boundedMap(2, 1000);
    map.set('a', 'x', time.now() + MINUTE_MS);
    map.set('b', 'x', time.now() + MINUTE_MS);
    map.set('a', 'y', time.now() + MINUTE_MS);
    map.set('c', 'x', time.now() + MINUTE_MS);
    // "a" was written again after "b": "b" is the oldest.
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe('y');
    expect(map.get('c')).toBe('x');
    expect(map.stats()).toEqual({ entries: 2, bytes: 2, evictions: 1 });
  });

  it('pushes out the oldest writes until its values fit its bytes, and keeps no value larger than them all', () => {
    const { map, time } = boundedMap(100, 10);
    map.set('a', '1234', time.now() + MINUTE_MS);
    map.set('b', '1234', time.now() + MINUTE_MS);
    map.set('c', '123456', time.now() + MINUTE_MS);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([
      undefined,
      '1234',
      '123456',
    ]);
    expect(map.stats()).toEqual({ entries: 2, bytes: 10, evictions: 1 });

    map.set('big', '12345678901', time.now() + MINUTE_MS);
    expect(map.get('big')).toBeUndefined();
    expect(map.stats()).toEqual({ entries: 0, bytes: 0, evictions: 4 });
  });

  it('counts its bytes down as entries expire, are deleted or are written again', () => {
    const { map, time } = boundedMap(100, 100);
    map.set('a', '12345', time.now() + MINUTE_MS);
    map.set('b', '123', time.now() + 2 * MINUTE_MS);
    map.set('b', '1', time.now() + 2 * MINUTE_MS);
    expect(map.stats().bytes).toBe(6);
    map.delete('b');
    expect(map.stats().bytes).toBe(5);
    time.advance(MINUTE_MS);
    map.sweep();
    expect(map.stats()).toEqual({ entries: 0, bytes: 0, evictions: 0 });
  });
});

describe('the memory read cache', () => {
  it('holds no more than its bounds, by entries and by bytes', async () => {
    const time = clock();
    const cache = new MemoryReadCacheStore(time.now, {
      maxEntries: 3,
      maxBytes: 1000,
    });
    for (const owner of ['1', '2', '3', '4']) {
      await cache.write(owner, 0, 'é'.repeat(100), MINUTE_MS);
    }
    expect((await cache.read('1')).value).toBeNull();
    expect((await cache.read('4')).value).toBe('é'.repeat(100));
    // "é" takes two bytes in UTF-8.
    expect(cache.stats()).toEqual({ entries: 3, bytes: 600, evictions: 1 });

    await cache.write('5', 0, 'x'.repeat(900), MINUTE_MS);
    expect(cache.stats()).toEqual({ entries: 1, bytes: 900, evictions: 4 });
  });

  it('forgets an owner’s generation ten minutes after its last change, and a write of before its change is still refused until then', async () => {
    const time = clock();
    const cache = new MemoryReadCacheStore(time.now);
    const before = await cache.read('7');
    await cache.invalidate('7');
    expect((await cache.read('7')).generation).toBe(1);

    time.advance(9 * MINUTE_MS);
    cache.sweep();
    await cache.write('7', before.generation, 'stale', MINUTE_MS);
    expect((await cache.read('7')).value).toBeNull();
    expect((await cache.read('7')).generation).toBe(1);

    time.advance(2 * MINUTE_MS);
    cache.sweep();
    const after = await cache.read('7');
    expect(after).toEqual({ generation: 0, value: null });
    await cache.write('7', after.generation, 'fresh', MINUTE_MS);
    expect((await cache.read('7')).value).toBe('fresh');
  });
});

describe('the panel reads kept in memory', () => {
  it('are bounded by entries and bytes, apart from the tokens, which are never pushed out', async () => {
    const time = clock();
    const reads = new MemoryTokenStore(time.now, {
      maxEntries: 2,
      maxBytes: 1000,
    });
    await reads.set('panel-read:channels:a', 'x'.repeat(400), MINUTE_MS);
    await reads.set('panel-read:channels:b', 'x'.repeat(400), MINUTE_MS);
    await reads.set('panel-read:channels:c', 'x'.repeat(400), MINUTE_MS);
    expect(await reads.get('panel-read:channels:a')).toBeNull();
    expect(reads.stats()).toEqual({ entries: 2, bytes: 800, evictions: 1 });

    const stores = createMemoryStores({ now: time.now });
    expect(stores.panelReads).not.toBe(stores.tokens);
    for (let index = 0; index < 30_000; index += 1) {
      await stores.tokens.set(`sso:${index}`, 'used', MINUTE_MS);
    }
    expect(await stores.tokens.get('sso:0')).toBe('used');
    await stores.panelReads.set('panel-read:guide:a', 'abc', MINUTE_MS);
    expect(stores.cacheStats?.()).toEqual({
      read: { entries: 0, bytes: 0, evictions: 0 },
      panel: { entries: 1, bytes: 3, evictions: 0 },
    });
    await stores.close();
  });
});
