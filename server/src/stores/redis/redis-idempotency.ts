import type { IdempotencyRecord } from '../idempotency-record.js';
import type { IdempotencyChange, IdempotencyStore } from '../types.js';

import { defineScript, runStore } from './redis-connection.js';
import type { RedisContext, RedisScript } from './redis-connection.js';

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

/** Tries of an idempotency update that lost a race before it gives up. */
const IDEMPOTENCY_UPDATE_TRIES = 20;

/**
 * Idempotency records under `idem:<scope>:<key>`, as JSON. An update reads
 * the record, computes the change in TypeScript and writes it with a
 * compare-and-set script: if another instance changed the record meanwhile,
 * it reads again (optimistic concurrency, one round trip each way).
 */
export class RedisIdempotencyStore implements IdempotencyStore {
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
