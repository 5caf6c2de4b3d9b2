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

/**
 * The bounds of the panel reads kept in one process: a line's channel list
 * keeps in about 150 kB (gzipped), its guide pages and state in less, so
 * these hold the lines of some hundreds of customers watching at once.
 */
export const PANEL_READ_BOUNDS = {
  maxEntries: 20_000,
  maxBytes: 64 * 1024 * 1024,
} as const;

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
  const panelReads = new MemoryTokenStore(now, PANEL_READ_BOUNDS);
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
    panelReads.sweep();
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
    panelReads,
    idempotency,
    readCache,
    macIndex: new MemoryMacIndexStore(),
    cancellations,
    announcementsSeen,
    signInHistory,
    pushSubscriptions: new MemoryPushSubscriptionStore(),
    isShared: false,
    cacheStats: () => ({
      read: readCache.stats(),
      panel: panelReads.stats(),
    }),
    ping: async () => undefined,
    close: async () => clearInterval(timer),
  };
}
