import { describe, expect, it } from 'vitest';

import { WhmcsError, WhmcsTimeoutError } from '../whmcs/index.js';

import { beginRecord } from './idempotency-record.js';
import { createMemoryStores } from './memory/memory-stores.js';
import type { IdempotencyStore } from './types.js';
import { createStoredJournal } from './write-journal.js';

const LEASE_MS = 1000;
const TTL_MS = 60_000;

async function attempt(store: IdempotencyStore, owner: string, now: number) {
  const begun = await store.update(
    'k',
    beginRecord('f', owner, now, LEASE_MS),
    TTL_MS,
  );
  if (begun.state !== 'started') {
    throw new Error(`not started: ${begun.state}`);
  }
  return createStoredJournal({
    store,
    key: 'k',
    owner,
    steps: begun.steps,
    now: () => now,
    leaseMs: LEASE_MS,
    ttlMs: TTL_MS,
  });
}

/** A WHMCS that counts its writes and can be asked whether one happened. */
function fakeWrite() {
  const calls = { writes: 0, checks: 0 };
  return {
    calls,
    plan: (fail?: unknown) => ({
      before: () => 'counted before',
      check: async (before: unknown) => {
        calls.checks += 1;
        expect(before).toBe('counted before');
        return calls.writes > 0 ? 'found' : null;
      },
      write: async () => {
        calls.writes += 1;
        if (fail) {
          throw fail;
        }
        return 'written';
      },
    }),
  };
}

describe('the write journal', () => {
  it('writes once, and a take-over after the write uses its result without writing', async () => {
    const store = createMemoryStores().idempotency;
    const whmcs = fakeWrite();
    const first = await attempt(store, 'a', 0);
    expect(await first.step('write', whmcs.plan())).toBe('written');
    // The first attempt died here; the lease runs out; another takes over.
    const second = await attempt(store, 'b', LEASE_MS + 1);
    expect(second.isResuming).toBe(true);
    expect(await second.step('write', whmcs.plan())).toBe('written');
    expect(whmcs.calls).toEqual({ writes: 1, checks: 0 });
  });

  it('reads WHMCS back for a write that was sent, and sends it only if it did not happen', async () => {
    const store = createMemoryStores().idempotency;
    const whmcs = fakeWrite();
    const first = await attempt(store, 'a', 0);
    // The answer is lost: WHMCS did it, the attempt does not know.
    await expect(
      first.step('write', whmcs.plan(new WhmcsTimeoutError('Write', 1))),
    ).rejects.toThrow();
    const second = await attempt(store, 'b', LEASE_MS + 1);
    expect(await second.step('write', whmcs.plan())).toBe('found');
    expect(whmcs.calls).toEqual({ writes: 1, checks: 1 });

    const nothing = fakeWrite();
    const store2 = createMemoryStores().idempotency;
    await attempt(store2, 'a', 0);
    // The instance died with the write sent but never made.
    await store2.update(
      'k',
      (record) => ({
        next:
          record?.state === 'in_flight'
            ? {
                ...record,
                steps: {
                  write: { state: 'sending', before: 'counted before' },
                },
              }
            : record,
        result: null,
      }),
      TTL_MS,
    );
    const retry = await attempt(store2, 'b', LEASE_MS + 1);
    expect(await retry.step('write', nothing.plan())).toBe('written');
    expect(nothing.calls).toEqual({ writes: 1, checks: 1 });
  });

  it('forgets a step WHMCS refused, and stops an owner that lost its key', async () => {
    const store = createMemoryStores().idempotency;
    const whmcs = fakeWrite();
    const first = await attempt(store, 'a', 0);
    await expect(
      first.step('write', whmcs.plan(new WhmcsError('Write', 'refused', 200))),
    ).rejects.toThrow(WhmcsError);
    expect(first.hasSteps()).toBe(false);

    await attempt(store, 'b', LEASE_MS + 1);
    // 'a' woke up after 'b' took the key: it must not write.
    await expect(first.step('other', whmcs.plan())).rejects.toMatchObject({
      code: 'IDEMPOTENCY_IN_FLIGHT',
    });
    expect(whmcs.calls.writes).toBe(1);
  });
});
