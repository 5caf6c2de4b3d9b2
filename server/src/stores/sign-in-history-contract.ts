import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ContractStores } from './store-contract.js';
import { SIGN_IN_HISTORY_KEPT } from './types.js';
import type { SignInHistoryEntry } from './types.js';

/** A sign-in at `at`, the rest fixed. */
export function signInEntry(
  at: number,
  patch: Partial<SignInHistoryEntry> = {},
): SignInHistoryEntry {
  return {
    at,
    method: 'password',
    secondFactor: null,
    browser: 'Firefox 133',
    os: 'Linux',
    ip: '203.0.113.x',
    newDevice: false,
    ...patch,
  };
}

/**
 * The behaviour of the sign-in history every store implementation shares
 * (types.ts, `SignInHistoryStore`), run against each of them.
 */
export function signInHistoryContract(
  name: string,
  open: () => Promise<ContractStores>,
): void {
  describe(`${name} stores: the sign-in history`, () => {
    let subject: ContractStores;

    beforeEach(async () => {
      subject = await open();
    });

    afterEach(async () => {
      await subject.dispose();
    });

    it('lists a client’s sign-ins newest first, as they were added', async () => {
      const history = subject.stores.signInHistory;
      expect(await history.list(1)).toEqual([]);
      const first = signInEntry(1000, { method: 'code', newDevice: true });
      const second = signInEntry(2000, {
        method: 'passkey',
        secondFactor: 'totp',
        browser: null,
        os: null,
        ip: '2001:db8:1::/48',
      });
      await history.add(1, first);
      await history.add(1, second);
      expect(await history.list(1)).toEqual([second, first]);
    });

    it(`keeps the newest ${SIGN_IN_HISTORY_KEPT} of a client, each client apart`, async () => {
      const history = subject.stores.signInHistory;
      for (let index = 1; index <= SIGN_IN_HISTORY_KEPT + 1; index += 1) {
        await history.add(1, signInEntry(index));
      }
      await history.add(2, signInEntry(99, { method: 'sso' }));
      const kept = await history.list(1);
      expect(kept.map((entry) => entry.at)).toEqual(
        Array.from(
          { length: SIGN_IN_HISTORY_KEPT },
          (_, index) => SIGN_IN_HISTORY_KEPT + 1 - index,
        ),
      );
      expect(await history.list(2)).toEqual([
        signInEntry(99, { method: 'sso' }),
      ]);
      expect(await history.list(3)).toEqual([]);
    });
  });
}
