import { DAY_MS } from '../../lib/time.js';
import type { CachedRead, ReadCacheStore } from '../types.js';

import { defineScript, runStore } from './redis-connection.js';
import type { RedisContext, RedisScript } from './redis-connection.js';

/** The owner's generation and the value cached for it ('' when none). */
const READ_CACHE_LUA = `
local generation = redis.call('GET', KEYS[1]) or '0'
local value = redis.call('GET', ARGV[1] .. generation) or ''
return {generation, value}
`;

/**
 * Per-owner read cache: `cache:gen:<owner>` is the owner's generation,
 * `cache:<owner>:<generation>` the cached value (expires with its TTL).
 */
export class RedisReadCacheStore implements ReadCacheStore {
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
