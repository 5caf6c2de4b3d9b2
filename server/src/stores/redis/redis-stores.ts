import { createHash, randomUUID } from 'node:crypto';

import type { Redis } from 'ioredis';

import { type Clock, systemClock } from '../../lib/clock.js';
import { DAY_MS } from '../../lib/time.js';
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
  StoredCancellation,
  Stores,
  TokenStore,
} from '../types.js';

import { defineScript, runStore, ttlUntil } from './redis-connection.js';
import type {
  RedisContext,
  RedisScript,
  StoreErrorListener,
} from './redis-connection.js';
import { RedisSessionStore } from './redis-sessions.js';

/** A missing HINCRBY target answers -1 instead of creating the key. */
const ADD_ATTEMPT_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
return redis.call('HINCRBY', KEYS[1], 'attempts', 1)
`;

/** INCR and the window's expiry in one round trip; answers count and ms left. */
const INCREMENT_LUA = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** DECR keeps the window (TTL); a closed window or a count at 0 stays as it is. */
const DECREMENT_LUA = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
`;

/** SET NX PX claims the key; otherwise the record already there is answered. */
/** Writes ARGV[2] (or deletes, when empty) only if the key still holds ARGV[1] ('' = absent). */
const COMPARE_AND_SET_LUA = `
local current = redis.call('GET', KEYS[1]) or ''
if current ~= ARGV[1] then return 0 end
if ARGV[2] == '' then
  redis.call('DEL', KEYS[1])
else
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
end
return 1
`;

/** The owner's generation and the value cached for it ('' when none). */
const READ_CACHE_LUA = `
local generation = redis.call('GET', KEYS[1]) or '0'
local value = redis.call('GET', ARGV[1] .. generation) or ''
return {generation, value}
`;

const MAC_CHUNK = 500;

function hashKey(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/**
 * Pending sign-in codes. `code:<challenge hash>` is a hash with the
 * challenge (`data`) and its wrong tries (`attempts`, HINCRBY);
 * `code:newest:<sha256 of the address>` names the address's newest challenge.
 * Consuming is one DEL: of two parallel verifications only one removes it.
 */
class RedisLoginCodeStore implements LoginCodeStore {
  private readonly addAttemptScript: RedisScript;

  constructor(private readonly context: RedisContext) {
    this.addAttemptScript = defineScript(
      context.redis,
      'membersAddAttempt',
      1,
      ADD_ATTEMPT_LUA,
    );
  }

  private key(key: string): string {
    return `${this.context.prefix}code:${key}`;
  }

  private newestKey(email: string): string {
    return `${this.context.prefix}code:newest:${hashKey(email)}`;
  }

  async save(key: string, challenge: LoginChallenge): Promise<void> {
    const ttlMs = ttlUntil(this.context, challenge.expiresAt);
    const { attempts, ...data } = challenge;
    await runStore(this.context, 'loginCodes.save', () =>
      this.context.redis
        .multi()
        .hset(this.key(key), { data: JSON.stringify(data), attempts })
        .pexpire(this.key(key), ttlMs)
        .set(this.newestKey(challenge.email), key, 'PX', ttlMs)
        .exec(),
    );
  }

  async get(key: string): Promise<LoginChallenge | null> {
    return runStore(this.context, 'loginCodes.get', async () => {
      const fields = await this.context.redis.hgetall(this.key(key));
      if (!fields.data) {
        return null;
      }
      const data = JSON.parse(fields.data) as Omit<LoginChallenge, 'attempts'>;
      return { ...data, attempts: Number(fields.attempts ?? 0) };
    });
  }

  async newestFor(email: string): Promise<string | null> {
    return runStore(this.context, 'loginCodes.newest', () =>
      this.context.redis.get(this.newestKey(email)),
    );
  }

  async addAttempt(key: string): Promise<number> {
    const attempts = await runStore(this.context, 'loginCodes.attempt', () =>
      this.addAttemptScript([this.key(key)], []),
    );
    return attempts === -1 ? Number.POSITIVE_INFINITY : Number(attempts);
  }

  async consume(key: string): Promise<boolean> {
    const removed = await runStore(this.context, 'loginCodes.consume', () =>
      this.context.redis.del(this.key(key)),
    );
    return removed === 1;
  }
}

/** Fixed-window counters under `count:<key>`, expiring with their window. */
class RedisCounterStore implements CounterStore {
  private readonly incrementScript: RedisScript;
  private readonly decrementScript: RedisScript;

  constructor(private readonly context: RedisContext) {
    this.incrementScript = defineScript(
      context.redis,
      'membersIncrement',
      1,
      INCREMENT_LUA,
    );
    this.decrementScript = defineScript(
      context.redis,
      'membersDecrement',
      1,
      DECREMENT_LUA,
    );
  }

  private key(key: string): string {
    return `${this.context.prefix}count:${key}`;
  }

  async increment(
    key: string,
    windowMs: number,
  ): Promise<{ count: number; resetAt: number }> {
    const reply = await runStore(this.context, 'counters.increment', () =>
      this.incrementScript([this.key(key)], [windowMs]),
    );
    const [count, ttl] = reply as [number, number];
    return { count, resetAt: this.context.now() + ttl };
  }

  async peek(key: string): Promise<{ count: number; resetAt: number } | null> {
    return runStore(this.context, 'counters.peek', async () => {
      const replies = await this.context.redis
        .multi()
        .get(this.key(key))
        .pttl(this.key(key))
        .exec();
      const count = replies?.[0]?.[1];
      const ttl = replies?.[1]?.[1];
      if (typeof count !== 'string' || typeof ttl !== 'number' || ttl < 0) {
        return null;
      }
      return { count: Number(count), resetAt: this.context.now() + ttl };
    });
  }

  async decrement(key: string): Promise<void> {
    await runStore(this.context, 'counters.decrement', () =>
      this.decrementScript([this.key(key)], []),
    );
  }

  async reset(key: string): Promise<void> {
    await runStore(this.context, 'counters.reset', () =>
      this.context.redis.del(this.key(key)),
    );
  }
}

/** One-time values (SSO `jti`, signup tokens, locks) under `token:<key>`. */
class RedisTokenStore implements TokenStore {
  constructor(private readonly context: RedisContext) {}

  private key(key: string): string {
    return `${this.context.prefix}token:${key}`;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await runStore(this.context, 'tokens.set', () =>
      this.context.redis.set(this.key(key), value, 'PX', ttlMs),
    );
  }

  async setIfAbsent(
    key: string,
    value: string,
    ttlMs: number,
  ): Promise<boolean> {
    const reply = await runStore(this.context, 'tokens.setIfAbsent', () =>
      this.context.redis.set(this.key(key), value, 'PX', ttlMs, 'NX'),
    );
    return reply === 'OK';
  }

  async get(key: string): Promise<string | null> {
    return runStore(this.context, 'tokens.get', () =>
      this.context.redis.get(this.key(key)),
    );
  }

  async take(key: string): Promise<string | null> {
    return runStore(this.context, 'tokens.take', () =>
      this.context.redis.getdel(this.key(key)),
    );
  }

  async delete(key: string): Promise<void> {
    await runStore(this.context, 'tokens.delete', () =>
      this.context.redis.del(this.key(key)),
    );
  }
}

/** Tries of an idempotency update that lost a race before it gives up. */
const IDEMPOTENCY_UPDATE_TRIES = 20;

/**
 * Idempotency records under `idem:<scope>:<key>`, as JSON. An update reads
 * the record, computes the change in TypeScript and writes it with a
 * compare-and-set script: if another instance changed the record meanwhile,
 * it reads again (optimistic concurrency, one round trip each way).
 */
class RedisIdempotencyStore implements IdempotencyStore {
  private readonly compareAndSet: RedisScript;

  constructor(private readonly context: RedisContext) {
    this.compareAndSet = defineScript(
      context.redis,
      'membersIdempotencyCompareAndSet',
      1,
      COMPARE_AND_SET_LUA,
    );
  }

  private key(key: string): string {
    return `${this.context.prefix}idem:${key}`;
  }

  async update<T>(
    key: string,
    change: IdempotencyChange<T>,
    ttlMs: number,
  ): Promise<T> {
    return runStore(this.context, 'idempotency.update', async () => {
      for (let attempt = 0; attempt < IDEMPOTENCY_UPDATE_TRIES; attempt++) {
        const current = await this.context.redis.get(this.key(key));
        const { next, result } = change(
          current === null ? null : (JSON.parse(current) as IdempotencyRecord),
        );
        if (next === undefined) {
          return result;
        }
        const isWritten = await this.compareAndSet(
          [this.key(key)],
          [current ?? '', next === null ? '' : JSON.stringify(next), ttlMs],
        );
        if (isWritten === 1) {
          return result;
        }
      }
      throw new Error('idempotency record kept changing');
    });
  }
}

/**
 * Per-owner read cache: `cache:gen:<owner>` is the owner's generation,
 * `cache:<owner>:<generation>` the cached value (expires with its TTL).
 */
class RedisReadCacheStore implements ReadCacheStore {
  private readonly readScript: RedisScript;

  constructor(private readonly context: RedisContext) {
    this.readScript = defineScript(
      context.redis,
      'membersReadCache',
      1,
      READ_CACHE_LUA,
    );
  }

  private valuePrefix(owner: string): string {
    return `${this.context.prefix}cache:${owner}:`;
  }

  private generationKey(owner: string): string {
    return `${this.context.prefix}cache:gen:${owner}`;
  }

  async read(owner: string): Promise<CachedRead> {
    const reply = await runStore(this.context, 'readCache.read', () =>
      this.readScript([this.generationKey(owner)], [this.valuePrefix(owner)]),
    );
    const [generation, value] = reply as [string, string];
    return { generation: Number(generation), value: value || null };
  }

  async write(
    owner: string,
    generation: number,
    value: string,
    ttlMs: number,
  ): Promise<void> {
    await runStore(this.context, 'readCache.write', () =>
      this.context.redis.set(
        `${this.valuePrefix(owner)}${generation}`,
        value,
        'PX',
        ttlMs,
      ),
    );
  }

  async invalidate(owner: string): Promise<void> {
    await runStore(this.context, 'readCache.invalidate', () =>
      this.context.redis
        .multi()
        .incr(this.generationKey(owner))
        .pexpire(this.generationKey(owner), DAY_MS)
        .exec(),
    );
  }
}

/** The MAC index: hash `mac:index` (MAC → service id) and `mac:built` (ms). */
class RedisMacIndexStore implements MacIndexStore {
  constructor(private readonly context: RedisContext) {}

  private get indexKey(): string {
    return `${this.context.prefix}mac:index`;
  }

  private get builtKey(): string {
    return `${this.context.prefix}mac:built`;
  }

  async ownerOf(mac: string): Promise<number | null> {
    const owner = await runStore(this.context, 'macIndex.get', () =>
      this.context.redis.hget(this.indexKey, mac),
    );
    return owner === null ? null : Number(owner);
  }

  async record(
    serviceId: number,
    mac: string,
    previous: string | null,
  ): Promise<void> {
    await runStore(this.context, 'macIndex.record', async () => {
      const { redis } = this.context;
      if (
        previous &&
        (await redis.hget(this.indexKey, previous)) === String(serviceId)
      ) {
        await redis.hdel(this.indexKey, previous);
      }
      await redis.hset(this.indexKey, mac, String(serviceId));
    });
  }

  async forget(mac: string): Promise<void> {
    await runStore(this.context, 'macIndex.forget', () =>
      this.context.redis.hdel(this.indexKey, mac),
    );
  }

  async replace(entries: Map<string, number>, builtAt: number): Promise<void> {
    await runStore(this.context, 'macIndex.replace', async () => {
      const { redis } = this.context;
      const next = `${this.indexKey}:next:${randomUUID()}`;
      const pairs = [...entries].map(([mac, id]) => [mac, String(id)]);
      for (let start = 0; start < pairs.length; start += MAC_CHUNK) {
        await redis.hset(
          next,
          Object.fromEntries(pairs.slice(start, start + MAC_CHUNK)),
        );
      }
      const swap = redis.multi();
      if (pairs.length > 0) {
        swap.rename(next, this.indexKey);
      } else {
        swap.del(this.indexKey);
      }
      await swap.set(this.builtKey, String(builtAt)).exec();
    });
  }

  async builtAt(): Promise<number> {
    const value = await runStore(this.context, 'macIndex.built', () =>
      this.context.redis.get(this.builtKey),
    );
    return value === null ? 0 : Number(value);
  }
}

/** Deletes KEYS[1] only while it holds ARGV[1]. */
const RELEASE_LUA = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0
`;

/**
 * Cancellation records without expiry: `cancel:ref:<reference>` (JSON),
 * `cancel:client:<id>` (set of references), `cancel:undelivered` (set of
 * guest references still due) and `cancel:claim:<key>` (the holder).
 */
class RedisCancellationStore implements CancellationStore {
  constructor(private readonly context: RedisContext) {}

  private key(suffix: string): string {
    return `${this.context.prefix}cancel:${suffix}`;
  }

  async save(record: StoredCancellation): Promise<void> {
    await runStore(this.context, 'cancellations.save', async () => {
      const batch = this.context.redis
        .multi()
        .set(this.key(`ref:${record.reference}`), JSON.stringify(record));
      if (record.clientId !== null) {
        batch.sadd(this.key(`client:${record.clientId}`), record.reference);
      }
      if (record.state === 'received') {
        batch.sadd(this.key('undelivered'), record.reference);
      } else {
        batch.srem(this.key('undelivered'), record.reference);
      }
      await batch.exec();
    });
  }

  async get(reference: string): Promise<StoredCancellation | null> {
    const value = await runStore(this.context, 'cancellations.get', () =>
      this.context.redis.get(this.key(`ref:${reference}`)),
    );
    return value === null ? null : (JSON.parse(value) as StoredCancellation);
  }

  async delete(reference: string): Promise<void> {
    const record = await this.get(reference);
    await runStore(this.context, 'cancellations.delete', async () => {
      const batch = this.context.redis
        .multi()
        .del(this.key(`ref:${reference}`))
        .srem(this.key('undelivered'), reference);
      if (record && record.clientId !== null) {
        batch.srem(this.key(`client:${record.clientId}`), reference);
      }
      await batch.exec();
    });
  }

  async claim(
    key: string,
    reference: string,
    ttlMs: number | null,
  ): Promise<string> {
    return runStore(this.context, 'cancellations.claim', async () => {
      const { redis } = this.context;
      const full = this.key(`claim:${key}`);
      const set =
        ttlMs === null
          ? await redis.set(full, reference, 'NX')
          : await redis.set(full, reference, 'PX', ttlMs, 'NX');
      return set === 'OK' ? reference : ((await redis.get(full)) ?? reference);
    });
  }

  async release(key: string, reference: string): Promise<void> {
    await runStore(this.context, 'cancellations.release', () =>
      this.context.redis.eval(
        RELEASE_LUA,
        1,
        this.key(`claim:${key}`),
        reference,
      ),
    );
  }

  private async readAll(set: string): Promise<StoredCancellation[]> {
    const { redis } = this.context;
    const references = await runStore(this.context, 'cancellations.list', () =>
      redis.smembers(this.key(set)),
    );
    if (references.length === 0) {
      return [];
    }
    const values = await runStore(this.context, 'cancellations.list', () =>
      redis.mget(...references.map((ref) => this.key(`ref:${ref}`))),
    );
    return values
      .filter((value): value is string => value !== null)
      .map((value) => JSON.parse(value) as StoredCancellation);
  }

  async listByClient(clientId: number): Promise<StoredCancellation[]> {
    return this.readAll(`client:${clientId}`);
  }

  async listUndelivered(): Promise<StoredCancellation[]> {
    return (await this.readAll('undelivered')).filter(
      (record) => record.state === 'received',
    );
  }
}

/**
 * The later of the mark kept and ARGV[1] (same-length date-times compare as
 * strings), kept for ARGV[2] ms more; answers it. One script, so two
 * instances marking at once cannot move the mark back.
 */
const ADVANCE_MARK_LUA = `
local current = redis.call('GET', KEYS[1])
local mark = ARGV[1]
if current and current > mark then mark = current end
redis.call('SET', KEYS[1], mark, 'PX', ARGV[2])
return mark
`;

/**
 * Each client's announcements mark under `seen:announcements:<client id>`,
 * kept for its time to live from its last read (GETEX) or write.
 */
class RedisAnnouncementsSeenStore implements AnnouncementsSeenStore {
  private readonly advanceScript: RedisScript;

  constructor(private readonly context: RedisContext) {
    this.advanceScript = defineScript(
      context.redis,
      'membersAdvanceAnnouncementsSeen',
      1,
      ADVANCE_MARK_LUA,
    );
  }

  private key(clientId: number): string {
    return `${this.context.prefix}seen:announcements:${clientId}`;
  }

  async get(clientId: number, ttlMs: number): Promise<string | null> {
    return runStore(this.context, 'announcementsSeen.get', () =>
      this.context.redis.getex(this.key(clientId), 'PX', ttlMs),
    );
  }

  async advance(
    clientId: number,
    date: string,
    ttlMs: number,
  ): Promise<string> {
    const mark = await runStore(this.context, 'announcementsSeen.advance', () =>
      this.advanceScript([this.key(clientId)], [date, ttlMs]),
    );
    return String(mark);
  }
}

/**
 * Stores in Redis, shared by every server instance that uses the same Redis
 * and key prefix. Every failure surfaces as StoreUnavailableError (503).
 */
export function createRedisStores(options: {
  redis: Redis;
  prefix: string;
  now?: Clock;
  onError?: StoreErrorListener;
}): Stores {
  const context: RedisContext = {
    redis: options.redis,
    prefix: options.prefix,
    now: options.now ?? systemClock,
    onError: options.onError ?? (() => undefined),
  };
  return {
    sessions: new RedisSessionStore(context),
    loginCodes: new RedisLoginCodeStore(context),
    counters: new RedisCounterStore(context),
    tokens: new RedisTokenStore(context),
    idempotency: new RedisIdempotencyStore(context),
    readCache: new RedisReadCacheStore(context),
    macIndex: new RedisMacIndexStore(context),
    cancellations: new RedisCancellationStore(context),
    announcementsSeen: new RedisAnnouncementsSeenStore(context),
    isShared: true,
    ping: async () => {
      await runStore(context, 'ping', () => context.redis.ping());
    },
    close: async () => {
      await context.redis.quit().catch(() => context.redis.disconnect());
    },
  };
}
