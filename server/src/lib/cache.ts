import type { Clock } from './clock.js';

/**
 * A small per-process cache for slow-changing, non-personal WHMCS data
 * (currencies, departments, announcements). A failed load is not cached,
 * and concurrent callers share one load.
 */
export class MemoryCache {
  private readonly entries = new Map<
    string,
    { expiresAt: number; value: Promise<unknown> }
  >();

  constructor(private readonly now: Clock) {}

  /** Returns the cached value of `key`, loading it when missing or stale. */
  async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      return entry.value as Promise<T>;
    }
    const value = load();
    this.entries.set(key, { expiresAt: this.now() + ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) {
        this.entries.delete(key);
      }
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
