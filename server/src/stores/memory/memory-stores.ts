import { type Clock, systemClock } from '../../lib/clock.js';
import type { Stores } from '../types.js';

import { MemoryAnnouncementsSeenStore } from './memory-announcements-seen.js';
import { MemoryCancellationStore } from './memory-cancellations.js';
import { MemoryCounterStore } from './memory-counters.js';
import { MemoryIdempotencyStore } from './memory-idempotency.js';
import { MemoryLoginCodeStore } from './memory-login-codes.js';
import { MemoryMacIndexStore } from './memory-mac-index.js';
import { MemoryPushSubscriptionStore } from './memory-push-subscriptions.js';
import { MemoryReadCacheStore } from './memory-read-cache.js';
import { MemorySessionStore } from './memory-sessions.js';
import { MemorySignInHistoryStore } from './memory-sign-in-history.js';
import { MemoryTokenStore } from './memory-tokens.js';

/** How often expired entries are dropped from memory. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * In-memory stores for one server process (the default). State is lost on
 * restart and not shared between instances; use Redis for that.
 */
export function createMemoryStores(options: { now?: Clock } = {}): Stores {
  const now = options.now ?? systemClock;
  const sessions = new MemorySessionStore(now);
  const loginCodes = new MemoryLoginCodeStore(now);
  const counters = new MemoryCounterStore(now);
  const tokens = new MemoryTokenStore(now);
  const idempotency = new MemoryIdempotencyStore(now);
  const readCache = new MemoryReadCacheStore(now);
  const cancellations = new MemoryCancellationStore(now);
  const announcementsSeen = new MemoryAnnouncementsSeenStore(now);
  const signInHistory = new MemorySignInHistoryStore(now);
  const timer = setInterval(() => {
    sessions.sweep();
    loginCodes.sweep();
    counters.sweep();
    tokens.sweep();
    idempotency.sweep();
    readCache.sweep();
    cancellations.sweep();
    announcementsSeen.sweep();
    signInHistory.sweep();
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    sessions,
    loginCodes,
    counters,
    tokens,
    idempotency,
    readCache,
    macIndex: new MemoryMacIndexStore(),
    cancellations,
    announcementsSeen,
    signInHistory,
    pushSubscriptions: new MemoryPushSubscriptionStore(),
    isShared: false,
    cacheStats: () => ({ read: readCache.stats() }),
    ping: async () => undefined,
    close: async () => clearInterval(timer),
  };
}
