import { createHash } from 'node:crypto';

import type { LoginChallenge, LoginCodeStore } from '../types.js';

import { defineScript, runStore, ttlUntil } from './redis-connection.js';
import type { RedisContext, RedisScript } from './redis-connection.js';

/** A missing HINCRBY target answers -1 instead of creating the key. */
const ADD_ATTEMPT_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
return redis.call('HINCRBY', KEYS[1], 'attempts', 1)
`;

function hashKey(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/**
 * Pending sign-in codes. `code:<challenge hash>` is a hash with the
 * challenge (`data`) and its wrong tries (`attempts`, HINCRBY);
 * `code:newest:<sha256 of the address>` names the address's newest challenge.
 * Consuming is one DEL: of two parallel verifications only one removes it.
 */
export class RedisLoginCodeStore implements LoginCodeStore {
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
