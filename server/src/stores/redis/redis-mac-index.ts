import { randomUUID } from 'node:crypto';

import type { MacIndexStore } from '../types.js';

import { runStore } from './redis-connection.js';
import type { RedisContext } from './redis-connection.js';

const MAC_CHUNK = 500;

/** The MAC index: hash `mac:index` (MAC → service id) and `mac:built` (ms). */
export class RedisMacIndexStore implements MacIndexStore {
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
