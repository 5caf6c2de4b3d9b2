import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ContractStores } from './store-contract.js';
import type { StoredPushSubscription } from './types.js';

/** A device's subscription at `endpoint`, the rest fixed. */
function device(
  endpoint: string,
  patch: Partial<StoredPushSubscription> = {},
): StoredPushSubscription {
  return {
    endpoint,
    keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'AuthSecret0123' },
    device: 'Firefox on Linux',
    sessionId: 'session-a',
    kinds: ['invoiceCreated', 'lineEnding'],
    locale: 'en-en',
    createdAt: 1000,
    ...patch,
  };
}

/**
 * The behaviour of the push subscriptions every store implementation shares
 * (types.ts, `PushSubscriptionStore`), run against each of them.
 */
export function pushSubscriptionsContract(
  name: string,
  open: () => Promise<ContractStores>,
): void {
  describe(`${name} stores: push subscriptions`, () => {
    let subject: ContractStores;

    beforeEach(async () => {
      subject = await open();
    });

    afterEach(async () => {
      await subject.dispose();
    });

    it('keeps one subscription per device of a client, each client apart', async () => {
      const push = subject.stores.pushSubscriptions;
      expect(await push.list(1)).toEqual([]);
      await push.save(1, device('https://push.test/a'));
      await push.save(1, device('https://push.test/b', { device: 'Phone' }));
      await push.save(
        1,
        device('https://push.test/a', { kinds: ['networkIssue'] }),
      );
      await push.save(2, device('https://push.test/c'));
      const kept = await push.list(1);
      expect(
        kept.map((entry) => [entry.endpoint, entry.device, entry.kinds]).sort(),
      ).toEqual([
        ['https://push.test/a', 'Firefox on Linux', ['networkIssue']],
        ['https://push.test/b', 'Phone', ['invoiceCreated', 'lineEnding']],
      ]);
      expect((await push.clients()).sort()).toEqual([1, 2]);
    });

    it('removes a device, and the devices a session opted in', async () => {
      const push = subject.stores.pushSubscriptions;
      await push.save(1, device('https://push.test/a'));
      await push.save(1, device('https://push.test/b'));
      await push.save(
        1,
        device('https://push.test/c', { sessionId: 'session-b' }),
      );
      expect(await push.remove(1, 'https://push.test/a')).toBe(true);
      expect(await push.remove(1, 'https://push.test/a')).toBe(false);
      await push.removeBySession(1, 'session-a');
      expect((await push.list(1)).map((entry) => entry.endpoint)).toEqual([
        'https://push.test/c',
      ]);
      expect(await push.clients()).toEqual([1]);
      await push.remove(1, 'https://push.test/c');
      expect(await push.clients()).toEqual([]);
    });
  });
}
