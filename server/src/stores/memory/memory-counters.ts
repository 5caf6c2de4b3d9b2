import type { Clock } from '../../lib/clock.js';
import type { CounterStore } from '../types.js';

import { TtlMap } from './ttl-map.js';

/** Fixed-window counters in this process, expiring with their window. */
export class MemoryCounterStore implements CounterStore {
  private readonly counters: TtlMap<number>;

  constructor(private readonly now: Clock) {
    this.counters = new TtlMap(now);
  }

  async increment(
    key: string,
    windowMs: number,
  ): Promise<{ count: number; resetAt: number }> {
    const count = (this.counters.get(key) ?? 0) + 1;
    const resetAt = this.counters.expiresAt(key) ?? this.now() + windowMs;
    this.counters.set(key, count, resetAt);
    return { count, resetAt };
  }

  async peek(key: string): Promise<{ count: number; resetAt: number } | null> {
    const count = this.counters.get(key);
    const resetAt = this.counters.expiresAt(key);
    return count === undefined || resetAt === undefined
      ? null
      : { count, resetAt };
  }

  async decrement(key: string): Promise<void> {
    const count = this.counters.get(key);
    const resetAt = this.counters.expiresAt(key);
    if (count !== undefined && resetAt !== undefined && count > 0) {
      this.counters.set(key, count - 1, resetAt);
    }
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  sweep(): void {
    this.counters.sweep();
  }
}
