import { describe, expect, it } from 'vitest';

import { pushSubscriptionsContract } from '../push-subscriptions-contract.js';
import {
  signInEntry,
  signInHistoryContract,
} from '../sign-in-history-contract.js';
import { storeContract } from '../store-contract.js';
import { SIGN_IN_HISTORY_TTL_MS } from '../types.js';

import { createMemoryStores } from './memory-stores.js';

async function openMemoryStores() {
  let now = 1_000_000;
  const stores = createMemoryStores({ now: () => now });
  return {
    stores,
    now: () => now,
    advance: async (ms: number) => {
      now += ms;
    },
    dispose: () => stores.close(),
  };
}

storeContract('memory', openMemoryStores);

signInHistoryContract('memory', openMemoryStores);

pushSubscriptionsContract('memory', openMemoryStores);

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

  it('keeps a sign-in history 90 days after its newest sign-in, then forgets it', async () => {
    const subject = await openMemoryStores();
    const history = subject.stores.signInHistory;
    await history.add(1, signInEntry(1));
    await subject.advance(SIGN_IN_HISTORY_TTL_MS - 1000);
    await history.add(1, signInEntry(2));
    await subject.advance(SIGN_IN_HISTORY_TTL_MS - 1000);
    // The second sign-in kept both.
    expect((await history.list(1)).map((entry) => entry.at)).toEqual([2, 1]);
    await subject.advance(1000);
    expect(await history.list(1)).toEqual([]);
    await subject.dispose();
  });
});
