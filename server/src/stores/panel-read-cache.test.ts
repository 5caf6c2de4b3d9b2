import { gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { PanelRefusedError } from '../panel/index.js';

import { MemoryTokenStore } from './memory/memory-tokens.js';
import { PanelReadCache } from './panel-read-cache.js';

const TTL_MS = 60_000;

function setUp() {
  let at = Date.parse('2026-11-30T08:00:00Z');
  const store = new MemoryTokenStore(() => at);
  const cache = new PanelReadCache(store, { backoffMs: 30_000 });
  let loads = 0;
  const load = (text: string) => async () => {
    loads += 1;
    return text;
  };
  return {
    store,
    cache,
    load,
    loads: () => loads,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

describe('PanelReadCache', () => {
  it('gives a read packed: with its text when just loaded, as kept after', async () => {
    const { cache, load, loads } = setUp();
    const fresh = await cache.readPacked('k', TTL_MS, load('{"a":1}'));
    expect(fresh.text).toBe('{"a":1}');
    expect(gunzipSync(fresh.gzip).toString()).toBe('{"a":1}');
    const kept = await cache.readPacked('k', TTL_MS, load('{"a":2}'));
    expect(kept.text).toBeNull();
    expect(kept.gzip.equals(fresh.gzip)).toBe(true);
    expect(await cache.read('k', TTL_MS, load('{"a":3}'))).toBe('{"a":1}');
    expect(loads()).toBe(1);
  });

  it('reads anew what the store keeps in another form, packed or not', async () => {
    const { store, cache, load, loads } = setUp();
    await store.set('plain', 'eyJhIjoxfQ', TTL_MS);
    expect(
      (await cache.readPacked('plain', TTL_MS, load('{"b":1}'))).text,
    ).toBe('{"b":1}');
    // Gzip's first bytes, then nothing that unpacks.
    await store.set(
      'torn',
      Buffer.from([0x1f, 0x8b, 1]).toString('base64'),
      TTL_MS,
    );
    expect(await cache.read('torn', TTL_MS, load('{"c":1}'))).toBe('{"c":1}');
    expect(loads()).toBe(2);
    expect(await cache.read('torn', TTL_MS, load('{"c":2}'))).toBe('{"c":1}');
  });

  it('answers a kept refusal again, packed or not, until the back-off ends', async () => {
    const { cache, advance } = setUp();
    const refuse = async (): Promise<string> => {
      throw new PanelRefusedError();
    };
    await expect(cache.read('r', TTL_MS, refuse)).rejects.toBeInstanceOf(
      PanelRefusedError,
    );
    await expect(
      cache.readPacked('r', TTL_MS, async () => 'never'),
    ).rejects.toBeInstanceOf(PanelRefusedError);
    advance(30_001);
    expect((await cache.readPacked('r', TTL_MS, async () => 'ok')).text).toBe(
      'ok',
    );
  });

  it('shares one load between concurrent first reads', async () => {
    const { cache, load, loads } = setUp();
    const [packed, text] = await Promise.all([
      cache.readPacked('k', TTL_MS, load('x')),
      cache.read('k', TTL_MS, load('y')),
    ]);
    expect(packed.text).toBe('x');
    expect(text).toBe('x');
    expect(loads()).toBe(1);
  });
});
