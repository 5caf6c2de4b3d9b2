import type { Clock } from '../../lib/clock.js';
import type { IdempotencyRecord } from '../idempotency-record.js';
import type { IdempotencyChange, IdempotencyStore } from '../types.js';

import { TtlMap } from './ttl-map.js';

/** Idempotency records in this process, each kept for its time to live. */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly records: TtlMap<IdempotencyRecord>;

  constructor(private readonly now: Clock) {
    this.records = new TtlMap(now);
  }

  async update<T>(
    key: string,
    change: IdempotencyChange<T>,
    ttlMs: number,
  ): Promise<T> {
    const { next, result } = change(this.records.get(key) ?? null);
    if (next === null) {
      this.records.delete(key);
    } else if (next !== undefined) {
      this.records.set(key, next, this.now() + ttlMs);
    }
    return result;
  }

  sweep(): void {
    this.records.sweep();
  }
}
