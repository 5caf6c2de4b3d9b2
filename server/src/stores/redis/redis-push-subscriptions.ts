import type {
  PushSubscriptionStore,
  StoredPushSubscription,
} from '../types.js';

import { runStore } from './redis-connection.js';
import type { RedisContext } from './redis-connection.js';

/** A subscription read back, or null for one that is not a subscription. */
function parseSubscription(value: string): StoredPushSubscription | null {
  try {
    const entry = JSON.parse(value) as Partial<StoredPushSubscription> | null;
    return typeof entry?.endpoint === 'string' &&
      typeof entry.keys?.p256dh === 'string' &&
      Array.isArray(entry.kinds)
      ? (entry as StoredPushSubscription)
      : null;
  } catch {
    return null;
  }
}

/**
 * Each client's devices in the hash `push:<client id>` (field: endpoint),
 * and the set `push:clients` of the clients that have any, for the daily
 * reminders. A hash emptied by a removal leaves the set in the same MULTI.
 */
export class RedisPushSubscriptionStore implements PushSubscriptionStore {
  constructor(private readonly context: RedisContext) {}

  private key(clientId: number): string {
    return `${this.context.prefix}push:${clientId}`;
  }

  private get clientsKey(): string {
    return `${this.context.prefix}push:clients`;
  }

  async save(
    clientId: number,
    subscription: StoredPushSubscription,
  ): Promise<void> {
    await runStore(this.context, 'pushSubscriptions.save', async () => {
      await this.context.redis
        .multi()
        .hset(
          this.key(clientId),
          subscription.endpoint,
          JSON.stringify(subscription),
        )
        .sadd(this.clientsKey, String(clientId))
        .exec();
    });
  }

  async list(clientId: number): Promise<StoredPushSubscription[]> {
    const values = await runStore(this.context, 'pushSubscriptions.list', () =>
      this.context.redis.hvals(this.key(clientId)),
    );
    return values.flatMap((value) => parseSubscription(value) ?? []);
  }

  async remove(clientId: number, endpoint: string): Promise<boolean> {
    return runStore(this.context, 'pushSubscriptions.remove', async () => {
      const removed = await this.context.redis.hdel(
        this.key(clientId),
        endpoint,
      );
      if ((await this.context.redis.hlen(this.key(clientId))) === 0) {
        await this.context.redis.srem(this.clientsKey, String(clientId));
      }
      return removed > 0;
    });
  }

  async removeBySession(clientId: number, sessionId: string): Promise<void> {
    for (const entry of await this.list(clientId)) {
      if (entry.sessionId === sessionId) {
        await this.remove(clientId, entry.endpoint);
      }
    }
  }

  async clients(): Promise<number[]> {
    const members = await runStore(
      this.context,
      'pushSubscriptions.clients',
      () => this.context.redis.smembers(this.clientsKey),
    );
    return members.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  }
}
