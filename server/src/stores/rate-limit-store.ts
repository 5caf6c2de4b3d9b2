import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';

import type { CounterStore } from './types.js';

/**
 * A store for @fastify/rate-limit over our counter store, so that the
 * per-address limit of the whole API is counted across every instance when
 * the counters live in Redis (keys `count:api:<address>`).
 */
export function createRateLimitStore(
  counters: CounterStore,
  now: () => number,
): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (
        error: Error | null,
        result?: { current: number; ttl: number },
      ) => void,
      timeWindow: number,
    ): void {
      counters.increment(`api:${key}`, timeWindow).then(
        ({ count, resetAt }) =>
          callback(null, { current: count, ttl: Math.max(0, resetAt - now()) }),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return new CounterRateLimitStore();
    }
  }
  return CounterRateLimitStore;
}
