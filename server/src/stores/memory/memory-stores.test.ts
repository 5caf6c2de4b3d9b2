import { describe, expect, it } from 'vitest';

import { storeContract } from '../store-contract.js';

import { createMemoryStores } from './memory-stores.js';

storeContract('memory', async () => {
  let now = 1_000_000;
  const stores = createMemoryStores({ now: () => now });
  return {
    stores,
    now: () => now,
    advance: async (ms) => {
      now += ms;
    },
    dispose: () => stores.close(),
  };
});

describe('memory stores', () => {
  it('belong to one process: two sets of stores share nothing', async () => {
    const one = createMemoryStores();
    const two = createMemoryStores();
    expect(one.isShared).toBe(false);
    await one.tokens.set('t', 'v', 1000);
    expect(await two.tokens.get('t')).toBeNull();
    await one.close();
    await two.close();
  });
});
