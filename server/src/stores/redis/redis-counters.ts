import type { CounterStore } from '../types.js';

import { defineScript, runStore } from './redis-connection.js';
import type { RedisContext, RedisScript } from './redis-connection.js';

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

/** Fixed-window counters under `count:<key>`, expiring with their window. */
export class RedisCounterStore implements CounterStore {
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
