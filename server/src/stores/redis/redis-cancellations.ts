import type { CancellationStore, StoredDeclaration } from '../types.js';

import { runStore } from './redis-connection.js';
import type { RedisContext } from './redis-connection.js';

/** Deletes KEYS[1] only while it holds ARGV[1]. */
const RELEASE_LUA = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0
`;

/**
 * A stored record; one written before withdrawals were recorded beside
 * cancellations has no `declaration` and is a cancellation.
 */
function parseRecord(value: string): StoredDeclaration {
  const parsed = JSON.parse(value) as { declaration?: string };
  return (
    parsed.declaration === undefined
      ? { ...parsed, declaration: 'cancellation' }
      : parsed
  ) as StoredDeclaration;
}

/**
 * Declaration records (cancellations and withdrawals) without expiry: `cancel:ref:<reference>` (JSON),
 * `cancel:client:<id>` (set of references), `cancel:undelivered` (set of
 * guest references still due) and `cancel:claim:<key>` (the holder).
 */
export class RedisCancellationStore implements CancellationStore {
  constructor(private readonly context: RedisContext) {}

  private key(suffix: string): string {
    return `${this.context.prefix}cancel:${suffix}`;
  }

  async save(record: StoredDeclaration): Promise<void> {
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

  async get(reference: string): Promise<StoredDeclaration | null> {
    const value = await runStore(this.context, 'cancellations.get', () =>
      this.context.redis.get(this.key(`ref:${reference}`)),
    );
    return value === null ? null : parseRecord(value);
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

  private async readAll(set: string): Promise<StoredDeclaration[]> {
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
      .map(parseRecord);
  }

  async listByClient(clientId: number): Promise<StoredDeclaration[]> {
    return this.readAll(`client:${clientId}`);
  }

  async listUndelivered(): Promise<StoredDeclaration[]> {
    return (await this.readAll('undelivered')).filter(
      (record) => record.state === 'received',
    );
  }
}
