import type { Clock } from '../../lib/clock.js';
import type { CacheStats, TokenStore } from '../types.js';

import { TtlMap } from './ttl-map.js';

/**
 * One-time values (SSO `jti`, signup tokens, locks) in this process; with
 * bounds, values that may be pushed out (the panel reads kept).
 */
export class MemoryTokenStore implements TokenStore {
  private readonly values: TtlMap<string>;

  constructor(
    private readonly now: Clock,
    bounds?: { maxEntries: number; maxBytes: number },
  ) {
    this.values = new TtlMap(
      now,
      bounds && { ...bounds, sizeOf: (value) => Buffer.byteLength(value) },
    );
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.values.set(key, value, this.now() + ttlMs);
  }

  async setIfAbsent(
    key: string,
    value: string,
    ttlMs: number,
  ): Promise<boolean> {
    if (this.values.get(key) !== undefined) {
      return false;
    }
    this.values.set(key, value, this.now() + ttlMs);
    return true;
  }

  async get(key: string): Promise<string | null> {
    return this.values.get(key) ?? null;
  }

  async take(key: string): Promise<string | null> {
    const value = this.values.get(key);
    this.values.delete(key);
    return value ?? null;
  }

  async delete(key: string): Promise<void> {
    this.values.delete(key);
  }

  sweep(): void {
    this.values.sweep();
  }

  stats(): CacheStats {
    return this.values.stats();
  }
}
