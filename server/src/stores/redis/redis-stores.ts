import type { Redis } from 'ioredis';

import { type Clock, systemClock } from '../../lib/clock.js';
import type { Stores } from '../types.js';

import { RedisAnnouncementsSeenStore } from './redis-announcements-seen.js';
import { RedisCancellationStore } from './redis-cancellations.js';
import { runStore } from './redis-connection.js';
import type { RedisContext, StoreErrorListener } from './redis-connection.js';
import { RedisCounterStore } from './redis-counters.js';
import { RedisIdempotencyStore } from './redis-idempotency.js';
import { RedisLoginCodeStore } from './redis-login-codes.js';
import { RedisMacIndexStore } from './redis-mac-index.js';
import { RedisPushSubscriptionStore } from './redis-push-subscriptions.js';
import { RedisReadCacheStore } from './redis-read-cache.js';
import { RedisSessionStore } from './redis-sessions.js';
import { RedisSignInHistoryStore } from './redis-sign-in-history.js';
import { RedisTokenStore } from './redis-tokens.js';

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
  const tokens = new RedisTokenStore(context);
  return {
    sessions: new RedisSessionStore(context),
    loginCodes: new RedisLoginCodeStore(context),
    counters: new RedisCounterStore(context),
    tokens,
    panelReads: tokens,
    idempotency: new RedisIdempotencyStore(context),
    readCache: new RedisReadCacheStore(context),
    macIndex: new RedisMacIndexStore(context),
    cancellations: new RedisCancellationStore(context),
    announcementsSeen: new RedisAnnouncementsSeenStore(context),
    signInHistory: new RedisSignInHistoryStore(context),
    pushSubscriptions: new RedisPushSubscriptionStore(context),
    isShared: true,
    ping: async () => {
      await runStore(context, 'ping', () => context.redis.ping());
    },
    close: async () => {
      await context.redis.quit().catch(() => context.redis.disconnect());
    },
  };
}
