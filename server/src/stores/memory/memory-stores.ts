import { type Clock, systemClock } from '../../lib/clock.js';
import type { IdempotencyRecord } from '../idempotency-record.js';
import type {
  AnnouncementsSeenStore,
  CachedRead,
  CancellationStore,
  CounterStore,
  IdempotencyChange,
  IdempotencyStore,
  LoginChallenge,
  LoginCodeStore,
  MacIndexStore,
  ReadCacheStore,
  SessionRecord,
  SessionStore,
  StoredCancellation,
  Stores,
  TokenStore,
} from '../types.js';

import { TtlMap } from './ttl-map.js';

class MemorySessionStore implements SessionStore {
  private readonly sessions: TtlMap<SessionRecord>;
  private readonly byClient = new Map<number, Set<string>>();

  constructor(private readonly now: Clock) {
    this.sessions = new TtlMap(now);
  }

  async create(
    id: string,
    record: SessionRecord,
    maxPerClient: number,
  ): Promise<void> {
    this.sessions.set(id, { ...record }, record.expiresAt);
    const ids = this.byClient.get(record.clientId) ?? new Set<string>();
    ids.add(id);
    this.byClient.set(record.clientId, ids);
    const live = await this.listByClient(record.clientId);
    const excess = live.length - maxPerClient;
    if (excess > 0) {
      live
        .sort((a, b) => a.record.lastSeenAt - b.record.lastSeenAt)
        .slice(0, excess)
        .forEach((session) => this.forget(session.id, record.clientId));
    }
  }

  async get(id: string): Promise<SessionRecord | null> {
    const record = this.sessions.get(id);
    return record ? { ...record } : null;
  }

  async update(id: string, patch: Partial<SessionRecord>): Promise<void> {
    const record = this.sessions.get(id);
    if (record) {
      this.sessions.set(id, { ...record, ...patch }, record.expiresAt);
    }
  }

  async delete(id: string): Promise<void> {
    const record = this.sessions.get(id);
    if (record) {
      this.forget(id, record.clientId);
    }
  }

  async listByClient(
    clientId: number,
  ): Promise<{ id: string; record: SessionRecord }[]> {
    const ids = this.byClient.get(clientId) ?? new Set<string>();
    const live: { id: string; record: SessionRecord }[] = [];
    for (const id of ids) {
      const record = this.sessions.get(id);
      if (record) {
        live.push({ id, record: { ...record } });
      } else {
        ids.delete(id);
      }
    }
    return live;
  }

  async countActive(): Promise<number> {
    this.sessions.sweep();
    return this.sessions.size;
  }

  sweep(): void {
    this.sessions.sweep();
  }

  private forget(id: string, clientId: number): void {
    this.sessions.delete(id);
    this.byClient.get(clientId)?.delete(id);
  }
}

class MemoryLoginCodeStore implements LoginCodeStore {
  private readonly challenges: TtlMap<LoginChallenge>;
  private readonly newest: TtlMap<string>;

  constructor(now: Clock) {
    this.challenges = new TtlMap(now);
    this.newest = new TtlMap(now);
  }

  async save(key: string, challenge: LoginChallenge): Promise<void> {
    this.challenges.set(key, { ...challenge }, challenge.expiresAt);
    this.newest.set(challenge.email, key, challenge.expiresAt);
  }

  async get(key: string): Promise<LoginChallenge | null> {
    const challenge = this.challenges.get(key);
    return challenge ? { ...challenge } : null;
  }

  async newestFor(email: string): Promise<string | null> {
    return this.newest.get(email) ?? null;
  }

  async addAttempt(key: string): Promise<number> {
    const challenge = this.challenges.get(key);
    if (!challenge) {
      return Number.POSITIVE_INFINITY;
    }
    challenge.attempts += 1;
    return challenge.attempts;
  }

  async consume(key: string): Promise<boolean> {
    return this.challenges.delete(key);
  }

  sweep(): void {
    this.challenges.sweep();
    this.newest.sweep();
  }
}

class MemoryCounterStore implements CounterStore {
  private readonly counters: TtlMap<number>;

  constructor(private readonly now: Clock) {
    this.counters = new TtlMap(now);
  }

  async increment(
    key: string,
    windowMs: number,
  ): Promise<{ count: number; resetAt: number }> {
    const count = (this.counters.get(key) ?? 0) + 1;
    const resetAt = this.counters.expiresAt(key) ?? this.now() + windowMs;
    this.counters.set(key, count, resetAt);
    return { count, resetAt };
  }

  async peek(key: string): Promise<{ count: number; resetAt: number } | null> {
    const count = this.counters.get(key);
    const resetAt = this.counters.expiresAt(key);
    return count === undefined || resetAt === undefined
      ? null
      : { count, resetAt };
  }

  async decrement(key: string): Promise<void> {
    const count = this.counters.get(key);
    const resetAt = this.counters.expiresAt(key);
    if (count !== undefined && resetAt !== undefined && count > 0) {
      this.counters.set(key, count - 1, resetAt);
    }
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  sweep(): void {
    this.counters.sweep();
  }
}

class MemoryTokenStore implements TokenStore {
  private readonly values: TtlMap<string>;

  constructor(private readonly now: Clock) {
    this.values = new TtlMap(now);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.values.set(key, value, this.now() + ttlMs);
  }

  async setIfAbsent(
    key: string,
    value: string,
    ttlMs: number,
  ): Promise<boolean> {
    if (this.values.get(key) !== undefined) {
      return false;
    }
    this.values.set(key, value, this.now() + ttlMs);
    return true;
  }

  async get(key: string): Promise<string | null> {
    return this.values.get(key) ?? null;
  }

  async take(key: string): Promise<string | null> {
    const value = this.values.get(key);
    this.values.delete(key);
    return value ?? null;
  }

  async delete(key: string): Promise<void> {
    this.values.delete(key);
  }

  sweep(): void {
    this.values.sweep();
  }
}

class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly records: TtlMap<IdempotencyRecord>;

  constructor(private readonly now: Clock) {
    this.records = new TtlMap(now);
  }

  async update<T>(
    key: string,
    change: IdempotencyChange<T>,
    ttlMs: number,
  ): Promise<T> {
    const { next, result } = change(this.records.get(key) ?? null);
    if (next === null) {
      this.records.delete(key);
    } else if (next !== undefined) {
      this.records.set(key, next, this.now() + ttlMs);
    }
    return result;
  }

  sweep(): void {
    this.records.sweep();
  }
}

class MemoryReadCacheStore implements ReadCacheStore {
  private readonly values: TtlMap<string>;
  private readonly generations = new Map<string, number>();

  constructor(private readonly now: Clock) {
    this.values = new TtlMap(now);
  }

  async read(owner: string): Promise<CachedRead> {
    const generation = this.generations.get(owner) ?? 0;
    return {
      generation,
      value: this.values.get(`${owner}:${generation}`) ?? null,
    };
  }

  async write(
    owner: string,
    generation: number,
    value: string,
    ttlMs: number,
  ): Promise<void> {
    if ((this.generations.get(owner) ?? 0) === generation) {
      this.values.set(`${owner}:${generation}`, value, this.now() + ttlMs);
    }
  }

  async invalidate(owner: string): Promise<void> {
    const generation = this.generations.get(owner) ?? 0;
    this.values.delete(`${owner}:${generation}`);
    this.generations.set(owner, generation + 1);
  }

  sweep(): void {
    this.values.sweep();
  }
}

class MemoryMacIndexStore implements MacIndexStore {
  private byMac = new Map<string, number>();
  private built = 0;

  async ownerOf(mac: string): Promise<number | null> {
    return this.byMac.get(mac) ?? null;
  }

  async record(
    serviceId: number,
    mac: string,
    previous: string | null,
  ): Promise<void> {
    if (previous && this.byMac.get(previous) === serviceId) {
      this.byMac.delete(previous);
    }
    this.byMac.set(mac, serviceId);
  }

  async forget(mac: string): Promise<void> {
    this.byMac.delete(mac);
  }

  async replace(entries: Map<string, number>, builtAt: number): Promise<void> {
    this.byMac = new Map(entries);
    this.built = builtAt;
  }

  async builtAt(): Promise<number> {
    return this.built;
  }
}

/** Cancellation records in this process; a claim without a time is held for good. */
class MemoryCancellationStore implements CancellationStore {
  private readonly records = new Map<string, StoredCancellation>();
  private readonly claims = new Map<
    string,
    { reference: string; expiresAt: number }
  >();

  constructor(private readonly now: Clock) {}

  async save(record: StoredCancellation): Promise<void> {
    this.records.set(record.reference, structuredClone(record));
  }

  async get(reference: string): Promise<StoredCancellation | null> {
    const record = this.records.get(reference);
    return record ? structuredClone(record) : null;
  }

  async delete(reference: string): Promise<void> {
    this.records.delete(reference);
  }

  async claim(
    key: string,
    reference: string,
    ttlMs: number | null,
  ): Promise<string> {
    const held = this.claims.get(key);
    if (held && held.expiresAt > this.now()) {
      return held.reference;
    }
    this.claims.set(key, {
      reference,
      expiresAt: ttlMs === null ? Infinity : this.now() + ttlMs,
    });
    return reference;
  }

  async release(key: string, reference: string): Promise<void> {
    if (this.claims.get(key)?.reference === reference) {
      this.claims.delete(key);
    }
  }

  async listByClient(clientId: number): Promise<StoredCancellation[]> {
    return [...this.records.values()]
      .filter((record) => record.clientId === clientId)
      .map((record) => structuredClone(record));
  }

  async listUndelivered(): Promise<StoredCancellation[]> {
    return [...this.records.values()]
      .filter((record) => record.state === 'received')
      .map((record) => structuredClone(record));
  }

  sweep(): void {
    const now = this.now();
    for (const [key, held] of this.claims) {
      if (held.expiresAt <= now) {
        this.claims.delete(key);
      }
    }
  }
}

/** Each client's announcements mark, kept for its time to live from its last use. */
class MemoryAnnouncementsSeenStore implements AnnouncementsSeenStore {
  private readonly marks: TtlMap<string>;

  constructor(private readonly now: Clock) {
    this.marks = new TtlMap(now);
  }

  async get(clientId: number, ttlMs: number): Promise<string | null> {
    const key = String(clientId);
    const mark = this.marks.get(key);
    if (mark === undefined) {
      return null;
    }
    this.marks.set(key, mark, this.now() + ttlMs);
    return mark;
  }

  async advance(
    clientId: number,
    date: string,
    ttlMs: number,
  ): Promise<string> {
    const key = String(clientId);
    const current = this.marks.get(key);
    const mark = current !== undefined && current > date ? current : date;
    this.marks.set(key, mark, this.now() + ttlMs);
    return mark;
  }

  sweep(): void {
    this.marks.sweep();
  }
}

/** How often expired entries are dropped from memory. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * In-memory stores for one server process (the default). State is lost on
 * restart and not shared between instances; use Redis for that.
 */
export function createMemoryStores(options: { now?: Clock } = {}): Stores {
  const now = options.now ?? systemClock;
  const sessions = new MemorySessionStore(now);
  const loginCodes = new MemoryLoginCodeStore(now);
  const counters = new MemoryCounterStore(now);
  const tokens = new MemoryTokenStore(now);
  const idempotency = new MemoryIdempotencyStore(now);
  const readCache = new MemoryReadCacheStore(now);
  const cancellations = new MemoryCancellationStore(now);
  const announcementsSeen = new MemoryAnnouncementsSeenStore(now);
  const timer = setInterval(() => {
    sessions.sweep();
    loginCodes.sweep();
    counters.sweep();
    tokens.sweep();
    idempotency.sweep();
    readCache.sweep();
    cancellations.sweep();
    announcementsSeen.sweep();
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    sessions,
    loginCodes,
    counters,
    tokens,
    idempotency,
    readCache,
    macIndex: new MemoryMacIndexStore(),
    cancellations,
    announcementsSeen,
    isShared: false,
    ping: async () => undefined,
    close: async () => clearInterval(timer),
  };
}
