import type { TokenStore } from '../types.js';

import { runStore } from './redis-connection.js';
import type { RedisContext } from './redis-connection.js';

/** One-time values (SSO `jti`, signup tokens, locks) under `token:<key>`. */
export class RedisTokenStore implements TokenStore {
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
