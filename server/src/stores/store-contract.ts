import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  beginRecord,
  completeRecord,
  failRecord,
  recordStep,
  renewRecord,
} from './idempotency-record.js';
import type {
  LoginChallenge,
  SessionRecord,
  StoredCancellation,
  StoredResponse,
  Stores,
} from './types.js';

/** Fresh, empty stores for one test, and the time they run on. */
export interface ContractStores {
  stores: Stores;
  now: () => number;
  /** Lets `ms` pass for the stores: a test clock moves, or the test waits. */
  advance: (ms: number) => Promise<void>;
  /** Removes what the test left and lets go of the stores. */
  dispose: () => Promise<void>;
}

/** A time span every store keeps an entry for, and lets expire after. */
const SHORT_MS = 200;
/** Long enough to outlast any test. */
const LONG_MS = 60_000;

const ANSWER: StoredResponse = { statusCode: 200, body: '{}' };

function session(
  clientId: number,
  lastSeenAt: number,
  expiresAt: number,
): SessionRecord {
  return {
    clientId,
    email: 'demo@example.com',
    createdAt: lastSeenAt,
    lastSeenAt,
    expiresAt,
    signedInAt: lastSeenAt,
    method: 'password',
    affiliate: false,
    reseller: false,
    ip: '127.0.0.1',
    userAgent: 'test',
  };
}

function challenge(expiresAt: number): LoginChallenge {
  return {
    email: 'demo@example.com',
    clientId: 1,
    codeHash: 'h',
    expiresAt,
    attempts: 0,
  };
}

/**
 * The behaviour every implementation of the store interfaces (types.ts)
 * shares, written once and run against each of them.
 */
export function storeContract(
  name: string,
  open: () => Promise<ContractStores>,
): void {
  describe(`${name} stores: the store contract`, () => {
    let subject: ContractStores;
    let stores: Stores;

    beforeEach(async () => {
      subject = await open();
      stores = subject.stores;
    });

    afterEach(async () => {
      await subject.dispose();
    });

    describe('sessions', () => {
      it('keeps at most the cap of sessions per client, least recently used out', async () => {
        const end = subject.now() + LONG_MS;
        await stores.sessions.create('a', session(1, 1, end), 2);
        await stores.sessions.create('b', session(1, 2, end), 2);
        await stores.sessions.update('a', { lastSeenAt: 3 });
        await stores.sessions.create('c', session(1, 4, end), 2);
        expect(await stores.sessions.get('b')).toBeNull();
        expect((await stores.sessions.get('a'))?.lastSeenAt).toBe(3);
        expect(
          (await stores.sessions.listByClient(1)).map((s) => s.id).sort(),
        ).toEqual(['a', 'c']);
        expect(await stores.sessions.countActive()).toBe(2);
      });

      it('evicts by last use on create: without an update the oldest goes', async () => {
        const end = subject.now() + LONG_MS;
        await stores.sessions.create('a', session(1, 1, end), 2);
        await stores.sessions.create('b', session(1, 2, end), 2);
        await stores.sessions.create('c', session(1, 3, end), 2);
        expect(await stores.sessions.get('a')).toBeNull();
        expect(
          (await stores.sessions.listByClient(1)).map((s) => s.id).sort(),
        ).toEqual(['b', 'c']);
      });

      it('caps each client on its own', async () => {
        const end = subject.now() + LONG_MS;
        await stores.sessions.create('a', session(1, 1, end), 1);
        await stores.sessions.create('b', session(2, 2, end), 1);
        expect((await stores.sessions.get('a'))?.clientId).toBe(1);
        expect(
          (await stores.sessions.listByClient(2)).map((s) => s.id),
        ).toEqual(['b']);
        expect(await stores.sessions.listByClient(3)).toEqual([]);
      });

      it('answers a stored session as it was created and patched', async () => {
        const record = session(1, 1, subject.now() + LONG_MS);
        await stores.sessions.create('a', record, 5);
        expect(await stores.sessions.get('a')).toEqual(record);
        await stores.sessions.update('a', { signedInAt: 9, method: 'code' });
        expect(await stores.sessions.get('a')).toEqual({
          ...record,
          signedInAt: 9,
          method: 'code',
        });
        expect(await stores.sessions.listByClient(1)).toEqual([
          { id: 'a', record: { ...record, signedInAt: 9, method: 'code' } },
        ]);
      });

      it('does not revive a deleted session by updating it', async () => {
        const end = subject.now() + LONG_MS;
        await stores.sessions.create('a', session(1, 1, end), 2);
        await stores.sessions.create('b', session(1, 2, end), 2);
        await stores.sessions.delete('a');
        await stores.sessions.update('a', { lastSeenAt: 5 });
        expect(await stores.sessions.get('a')).toBeNull();
        expect(
          (await stores.sessions.listByClient(1)).map((s) => s.id),
        ).toEqual(['b']);
        expect(await stores.sessions.countActive()).toBe(1);
      });

      it('ends a session at its absolute end', async () => {
        const now = subject.now();
        await stores.sessions.create('a', session(1, 1, now + SHORT_MS), 2);
        await stores.sessions.create('b', session(1, 2, now + LONG_MS), 2);
        expect(await stores.sessions.countActive()).toBe(2);
        await subject.advance(SHORT_MS + 50);
        expect(await stores.sessions.get('a')).toBeNull();
        expect(
          (await stores.sessions.listByClient(1)).map((s) => s.id),
        ).toEqual(['b']);
        expect(await stores.sessions.countActive()).toBe(1);
      });
    });

    describe('login codes', () => {
      it('tracks the newest challenge per address and counts wrong tries', async () => {
        const expiresAt = subject.now() + LONG_MS;
        await stores.loginCodes.save('one', challenge(expiresAt));
        await stores.loginCodes.save('two', challenge(expiresAt));
        expect(await stores.loginCodes.newestFor('demo@example.com')).toBe(
          'two',
        );
        expect(await stores.loginCodes.newestFor('other@example.com')).toBe(
          null,
        );
        expect(await stores.loginCodes.addAttempt('two')).toBe(1);
        expect(await stores.loginCodes.addAttempt('two')).toBe(2);
        expect(await stores.loginCodes.get('two')).toEqual({
          ...challenge(expiresAt),
          attempts: 2,
        });
        expect((await stores.loginCodes.get('one'))?.attempts).toBe(0);
      });

      it('consumes a challenge once', async () => {
        await stores.loginCodes.save('two', challenge(subject.now() + LONG_MS));
        expect(await stores.loginCodes.consume('two')).toBe(true);
        expect(await stores.loginCodes.consume('two')).toBe(false);
        expect(await stores.loginCodes.get('two')).toBeNull();
      });

      it('lets exactly one of two parallel consumers take a code', async () => {
        await stores.loginCodes.save('two', challenge(subject.now() + LONG_MS));
        const results = await Promise.all([
          stores.loginCodes.consume('two'),
          stores.loginCodes.consume('two'),
        ]);
        expect(results.filter(Boolean)).toHaveLength(1);
      });

      it('answers endless tries for a challenge that is gone', async () => {
        await stores.loginCodes.save('two', challenge(subject.now() + LONG_MS));
        await stores.loginCodes.consume('two');
        expect(await stores.loginCodes.addAttempt('two')).toBe(
          Number.POSITIVE_INFINITY,
        );
        expect(await stores.loginCodes.addAttempt('never')).toBe(
          Number.POSITIVE_INFINITY,
        );
      });

      it('forgets a challenge and its address at its end', async () => {
        await stores.loginCodes.save(
          'one',
          challenge(subject.now() + SHORT_MS),
        );
        await subject.advance(SHORT_MS + 50);
        expect(await stores.loginCodes.get('one')).toBeNull();
        expect(
          await stores.loginCodes.newestFor('demo@example.com'),
        ).toBeNull();
      });
    });

    describe('counters', () => {
      it('counts in fixed windows', async () => {
        // A store on a server reports the window's end as its own clock plus
        // the time left, read after a round trip: each figure may be late by
        // that call's own duration, never more, so the bounds are measured,
        // not guessed (a loaded machine stretches them).
        const start = subject.now();
        const first = await stores.counters.increment('k', SHORT_MS);
        const firstTrip = subject.now() - start;
        expect(first.count).toBe(1);
        expect(first.resetAt).toBeGreaterThanOrEqual(start + SHORT_MS - 5);
        expect(first.resetAt).toBeLessThanOrEqual(subject.now() + SHORT_MS);
        await subject.advance(SHORT_MS / 4);
        const before = subject.now();
        const second = await stores.counters.increment('k', SHORT_MS);
        const secondTrip = subject.now() - before;
        expect(second.count).toBe(2);
        // The same window: its end did not move with the second count (a
        // new window would end at least SHORT_MS / 4 later).
        expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThanOrEqual(
          Math.max(firstTrip, secondTrip) + 2,
        );
        await subject.advance(SHORT_MS + 50);
        expect(await stores.counters.peek('k')).toBeNull();
        expect((await stores.counters.increment('k', SHORT_MS)).count).toBe(1);
      });

      it('takes one back in the open window, never below 0, nothing once the window closed', async () => {
        await stores.counters.increment('k', SHORT_MS);
        const start = subject.now();
        const { resetAt } = await stores.counters.increment('k', SHORT_MS);
        const incrementTrip = subject.now() - start;
        await stores.counters.decrement('k');
        const before = subject.now();
        const after = await stores.counters.peek('k');
        const peekTrip = subject.now() - before;
        expect(after?.count).toBe(1);
        // The window's end as each call saw it, late by at most its own trip.
        expect(Math.abs((after?.resetAt ?? 0) - resetAt)).toBeLessThanOrEqual(
          Math.max(incrementTrip, peekTrip) + 2,
        );
        await stores.counters.decrement('k');
        await stores.counters.decrement('k');
        expect((await stores.counters.peek('k'))?.count).toBe(0);
        expect((await stores.counters.increment('k', SHORT_MS)).count).toBe(1);
        await stores.counters.decrement('never');
        expect(await stores.counters.peek('never')).toBeNull();
        await subject.advance(SHORT_MS + 50);
        await stores.counters.decrement('k');
        expect(await stores.counters.peek('k')).toBeNull();
      });

      it('counts parallel increments exactly and keeps the window', async () => {
        const results = await Promise.all(
          Array.from({ length: 20 }, () =>
            stores.counters.increment('k', LONG_MS),
          ),
        );
        expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 20 }, (_, i) => i + 1),
        );
        expect((await stores.counters.peek('k'))?.count).toBe(20);
        expect(await stores.counters.peek('other')).toBeNull();
        await stores.counters.reset('k');
        expect(await stores.counters.peek('k')).toBeNull();
        expect((await stores.counters.increment('k', LONG_MS)).count).toBe(1);
      });
    });

    describe('tokens', () => {
      it('takes one-time tokens once', async () => {
        await stores.tokens.set('t', 'v', LONG_MS);
        expect(await stores.tokens.setIfAbsent('t', 'w', LONG_MS)).toBe(false);
        expect(await stores.tokens.get('t')).toBe('v');
        expect(await stores.tokens.take('t')).toBe('v');
        expect(await stores.tokens.take('t')).toBeNull();
        expect(await stores.tokens.setIfAbsent('t', 'w', LONG_MS)).toBe(true);
        expect(await stores.tokens.setIfAbsent('t', 'x', LONG_MS)).toBe(false);
        expect(await stores.tokens.get('t')).toBe('w');
      });

      it('overwrites with set and forgets with delete', async () => {
        await stores.tokens.set('t', 'v', LONG_MS);
        await stores.tokens.set('t', 'w', LONG_MS);
        expect(await stores.tokens.get('t')).toBe('w');
        await stores.tokens.delete('t');
        expect(await stores.tokens.get('t')).toBeNull();
      });

      it('forgets a token after its time to live', async () => {
        await stores.tokens.set('t', 'v', SHORT_MS);
        await stores.tokens.setIfAbsent('u', 'v', SHORT_MS);
        await subject.advance(SHORT_MS + 50);
        expect(await stores.tokens.get('t')).toBeNull();
        expect(await stores.tokens.take('u')).toBeNull();
        expect(await stores.tokens.setIfAbsent('u', 'w', LONG_MS)).toBe(true);
      });
    });

    describe('idempotency', () => {
      const LEASE_MS = 1000;
      const begin = (fingerprint: string, owner: string) =>
        stores.idempotency.update(
          'k',
          beginRecord(fingerprint, owner, subject.now(), LEASE_MS),
          LONG_MS,
        );

      it('tracks a key through its states', async () => {
        expect(await begin('f1', 'a')).toEqual({
          state: 'started',
          steps: {},
          recovered: false,
        });
        expect(await begin('f1', 'b')).toEqual({ state: 'in_flight' });
        expect(await begin('f2', 'b')).toEqual({ state: 'mismatch' });
        expect(
          await stores.idempotency.update(
            'k',
            completeRecord('a', ANSWER),
            LONG_MS,
          ),
        ).toBe(true);
        expect(await begin('f1', 'b')).toEqual({
          state: 'completed',
          response: ANSWER,
        });
        expect(await begin('f2', 'b')).toEqual({ state: 'mismatch' });
      });

      it('claims a key once among parallel requests', async () => {
        const begins = await Promise.all([begin('f1', 'a'), begin('f1', 'b')]);
        expect(begins.map((b) => b.state).sort()).toEqual([
          'in_flight',
          'started',
        ]);
      });

      it('forgets a failed key with nothing written, keeps one with a write step', async () => {
        await begin('f1', 'a');
        await stores.idempotency.update('k', failRecord('a'), LONG_MS);
        expect(await begin('f2', 'b')).toMatchObject({ state: 'started' });
        const step = { state: 'sending' as const, before: { replies: 2 } };
        expect(
          await stores.idempotency.update(
            'k',
            recordStep('b', 'write', step, subject.now(), LEASE_MS),
            LONG_MS,
          ),
        ).toBe(true);
        await stores.idempotency.update('k', failRecord('b'), LONG_MS);
        // At once: the failed request's write may have happened.
        expect(await begin('f2', 'c')).toEqual({
          state: 'started',
          steps: { write: step },
          recovered: true,
        });
      });

      it('lets another request take over a key whose lease ran out, and only the holder writes', async () => {
        await begin('f1', 'a');
        const step = { state: 'sending' as const, before: 'x' };
        await stores.idempotency.update(
          'k',
          recordStep('a', 'write', step, subject.now(), LEASE_MS),
          LONG_MS,
        );
        expect(await begin('f1', 'b')).toEqual({ state: 'in_flight' });
        await subject.advance(LEASE_MS + 50);
        expect(await begin('f1', 'b')).toEqual({
          state: 'started',
          steps: { write: step },
          recovered: true,
        });
        // The first owner woke up: it may neither record, renew nor complete.
        expect(
          await stores.idempotency.update(
            'k',
            recordStep('a', 'log', step, subject.now(), LEASE_MS),
            LONG_MS,
          ),
        ).toBe(false);
        expect(
          await stores.idempotency.update(
            'k',
            renewRecord('a', subject.now(), LEASE_MS),
            LONG_MS,
          ),
        ).toBe(false);
        expect(
          await stores.idempotency.update(
            'k',
            completeRecord('a', ANSWER),
            LONG_MS,
          ),
        ).toBe(false);
        expect(
          await stores.idempotency.update(
            'k',
            renewRecord('b', subject.now(), LEASE_MS),
            LONG_MS,
          ),
        ).toBe(true);
      });

      it('forgets a key after its time to live', async () => {
        await stores.idempotency.update(
          'k',
          beginRecord('f1', 'a', subject.now(), LEASE_MS),
          SHORT_MS,
        );
        await subject.advance(SHORT_MS + 50);
        expect(await begin('f2', 'b')).toMatchObject({
          state: 'started',
          recovered: false,
        });
      });
    });

    describe('read cache', () => {
      it('never serves a cached read across an invalidation', async () => {
        const first = await stores.readCache.read('client:1');
        expect(first.value).toBeNull();
        await stores.readCache.write(
          'client:1',
          first.generation,
          'x',
          LONG_MS,
        );
        expect(await stores.readCache.read('client:1')).toEqual({
          generation: first.generation,
          value: 'x',
        });
        await stores.readCache.invalidate('client:1');
        const after = await stores.readCache.read('client:1');
        expect(after.value).toBeNull();
        expect(after.generation).toBe(first.generation + 1);
      });

      it('never reads back a write for a generation that is over', async () => {
        const before = await stores.readCache.read('client:1');
        await stores.readCache.invalidate('client:1');
        await stores.readCache.write(
          'client:1',
          before.generation,
          'old',
          LONG_MS,
        );
        expect((await stores.readCache.read('client:1')).value).toBeNull();
      });

      it('keeps owners apart and drops a value after its time to live', async () => {
        const one = await stores.readCache.read('client:1');
        const two = await stores.readCache.read('client:2');
        await stores.readCache.write('client:1', one.generation, 'x', SHORT_MS);
        await stores.readCache.write('client:2', two.generation, 'y', LONG_MS);
        await stores.readCache.invalidate('client:2');
        expect((await stores.readCache.read('client:1')).value).toBe('x');
        await subject.advance(SHORT_MS + 50);
        expect((await stores.readCache.read('client:1')).value).toBeNull();
      });
    });

    describe('MAC index', () => {
      it('swaps and updates the index', async () => {
        expect(await stores.macIndex.builtAt()).toBe(0);
        await stores.macIndex.replace(
          new Map([
            ['AA', 1],
            ['CC', 2],
          ]),
          5,
        );
        expect(await stores.macIndex.builtAt()).toBe(5);
        await stores.macIndex.record(1, 'BB', 'AA');
        expect(await stores.macIndex.ownerOf('AA')).toBeNull();
        expect(await stores.macIndex.ownerOf('BB')).toBe(1);
        await stores.macIndex.forget('CC');
        expect(await stores.macIndex.ownerOf('CC')).toBeNull();
      });

      it('keeps a previous MAC that another service uses now', async () => {
        await stores.macIndex.replace(new Map([['AA', 2]]), 5);
        await stores.macIndex.record(1, 'BB', 'AA');
        expect(await stores.macIndex.ownerOf('AA')).toBe(2);
        expect(await stores.macIndex.ownerOf('BB')).toBe(1);
      });

      it('replaces the whole index, also with an empty one', async () => {
        await stores.macIndex.replace(new Map([['AA', 1]]), 5);
        await stores.macIndex.replace(new Map([['BB', 2]]), 6);
        expect(await stores.macIndex.ownerOf('AA')).toBeNull();
        expect(await stores.macIndex.ownerOf('BB')).toBe(2);
        await stores.macIndex.replace(new Map(), 7);
        expect(await stores.macIndex.ownerOf('BB')).toBeNull();
        expect(await stores.macIndex.builtAt()).toBe(7);
      });
    });

    describe('cancellations', () => {
      function cancellation(
        reference: string,
        clientId: number | null,
        state: StoredCancellation['state'],
      ): StoredCancellation {
        return {
          reference,
          declaration: 'cancellation',
          receipt: {
            reference,
            receivedAt: '2026-11-27T18:00:00.000Z',
            kind: 'ordinary',
            reason: '',
            name: 'Demo',
            email: 'demo@example.com',
            contract: 'demo_standard',
            serviceid: clientId === null ? null : 102,
            endAt: 'endOfPeriod',
            endsAt: null,
            type: null,
          },
          locale: 'de-de',
          clientId,
          serviceRef: clientId === null ? 'demo_standard' : null,
          state,
          needsStaffTicket: false,
          ticketId: null,
          isAttemptOver: false,
        };
      }

      it('keeps records, lists them by client and the undelivered ones', async () => {
        const store = stores.cancellations;
        await store.save(cancellation('K-ONE', 1, 'applied'));
        await store.save(cancellation('K-TWO', null, 'received'));
        await store.save(cancellation('K-THREE', 2, 'pending'));
        expect((await store.get('K-ONE'))?.state).toBe('applied');
        expect(await store.get('K-NONE')).toBeNull();
        expect(
          (await store.listByClient(1)).map((record) => record.reference),
        ).toEqual(['K-ONE']);
        expect(
          (await store.listUndelivered()).map((record) => record.reference),
        ).toEqual(['K-TWO']);
        await store.save({
          ...cancellation('K-TWO', null, 'delivered'),
          ticketId: 7,
        });
        expect(await store.listUndelivered()).toEqual([]);
        expect((await store.get('K-TWO'))?.ticketId).toBe(7);
        await store.delete('K-THREE');
        expect(await store.get('K-THREE')).toBeNull();
        expect(await store.listByClient(2)).toEqual([]);
      });

      it('keeps a withdrawal beside the cancellations, told apart by its kind', async () => {
        const store = stores.cancellations;
        await store.save(cancellation('K-FOUR', 3, 'applied'));
        await store.save({
          reference: 'W-ONE',
          declaration: 'withdrawal',
          receipt: {
            reference: 'W-ONE',
            receivedAt: '2026-11-27T18:30:00.000Z',
            name: 'Demo',
            email: 'demo@example.com',
            contract: 'demo_standard',
            serviceid: 102,
            reason: '',
            orderedOn: '2026-11-20',
            withdrawUntil: '2026-12-04',
            withinPeriod: true,
          },
          locale: 'de-de',
          clientId: 3,
          serviceRef: null,
          state: 'applied',
          needsStaffTicket: true,
          ticketId: 9,
          isAttemptOver: false,
        });
        const withdrawal = await store.get('W-ONE');
        expect(withdrawal?.declaration).toBe('withdrawal');
        expect(withdrawal?.receipt).toMatchObject({
          withdrawUntil: '2026-12-04',
          withinPeriod: true,
        });
        expect((await store.get('K-FOUR'))?.declaration).toBe('cancellation');
        expect(
          (await store.listByClient(3))
            .map((record) => `${record.declaration} ${record.reference}`)
            .sort(),
        ).toEqual(['cancellation K-FOUR', 'withdrawal W-ONE']);
      });

      it('claims a key for the first reference, for a time or for good', async () => {
        const store = stores.cancellations;
        expect(await store.claim('svc:1:102', 'K-A', null)).toBe('K-A');
        expect(await store.claim('svc:1:102', 'K-B', null)).toBe('K-A');
        await store.release('svc:1:102', 'K-B');
        expect(await store.claim('svc:1:102', 'K-B', null)).toBe('K-A');
        await store.release('svc:1:102', 'K-A');
        expect(await store.claim('svc:1:102', 'K-B', null)).toBe('K-B');
        expect(await store.claim('guest:x', 'K-C', SHORT_MS)).toBe('K-C');
        expect(await store.claim('guest:x', 'K-D', SHORT_MS)).toBe('K-C');
        await subject.advance(SHORT_MS + 50);
        expect(await store.claim('guest:x', 'K-D', SHORT_MS)).toBe('K-D');
      });
    });

    describe('announcements seen', () => {
      const OLDER = '2026-10-02T08:30:00';
      const NEWER = '2026-11-18T10:00:00';

      it('moves a client’s mark forward only, each client on its own', async () => {
        const marks = stores.announcementsSeen;
        expect(await marks.get(1, LONG_MS)).toBeNull();
        expect(await marks.advance(1, OLDER, LONG_MS)).toBe(OLDER);
        expect(await marks.advance(1, NEWER, LONG_MS)).toBe(NEWER);
        expect(await marks.advance(1, OLDER, LONG_MS)).toBe(NEWER);
        expect(await marks.advance(1, NEWER, LONG_MS)).toBe(NEWER);
        expect(await marks.get(1, LONG_MS)).toBe(NEWER);
        expect(await marks.get(2, LONG_MS)).toBeNull();
        expect(await marks.advance(2, OLDER, LONG_MS)).toBe(OLDER);
        expect(await marks.get(2, LONG_MS)).toBe(OLDER);
        expect(await marks.get(1, LONG_MS)).toBe(NEWER);
      });

      it('never goes back when two marks of one client race', async () => {
        const dates = Array.from(
          { length: 20 },
          (_, i) => `2026-11-18T10:00:${String(i).padStart(2, '0')}`,
        );
        await Promise.all(
          [...dates]
            .reverse()
            .map((date) => stores.announcementsSeen.advance(1, date, LONG_MS)),
        );
        expect(await stores.announcementsSeen.get(1, LONG_MS)).toBe(
          dates.at(-1),
        );
      });

      it('keeps a mark for its time to live from its last read or write, then forgets it', async () => {
        const marks = stores.announcementsSeen;
        // Long enough for a busy Redis round trip between the steps.
        const ttl = SHORT_MS * 2;
        const step = SHORT_MS + 50;
        await marks.advance(1, OLDER, ttl);
        await subject.advance(step);
        // Read before its end: kept for the whole time again.
        expect(await marks.get(1, ttl)).toBe(OLDER);
        await subject.advance(step);
        // Past the first write's end: only the read kept it.
        expect(await marks.get(1, ttl)).toBe(OLDER);
        await marks.advance(1, OLDER, ttl);
        await subject.advance(ttl + 50);
        expect(await marks.get(1, ttl)).toBeNull();
        expect(await marks.advance(1, OLDER, ttl)).toBe(OLDER);
      });
    });

    it('answers a ping', async () => {
      await expect(stores.ping()).resolves.toBeUndefined();
    });
  });
}
