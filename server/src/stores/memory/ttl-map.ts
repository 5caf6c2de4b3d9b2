import type { Clock } from '../../lib/clock.js';
import type { CacheStats } from '../types.js';

interface Entry<V> {
  value: V;
  expiresAt: number;
  size: number;
}

/** How many entries and bytes a map may hold, and what a value weighs. */
export interface TtlMapBounds<V> {
  maxEntries: number;
  maxBytes: number;
  sizeOf(value: V): number;
}

/**
 * A Map whose entries expire. Expired entries are dropped when read and by
 * `sweep()`, which the memory stores run on a timer to bound memory. With
 * bounds, a write that takes it past them drops the oldest writes first (a
 * value larger than all the bytes allowed is not kept at all).
 */
export class TtlMap<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;
  private evictions = 0;

  constructor(
    private readonly now: Clock,
    private readonly bounds?: TtlMapBounds<V>,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      return undefined;
    }
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    return entry.value;
  }

  expiresAt(key: string): number | undefined {
    return this.get(key) === undefined
      ? undefined
      : this.entries.get(key)?.expiresAt;
  }

  set(key: string, value: V, expiresAt: number): void {
    const old = this.entries.get(key);
    if (old) {
      // Written again, it is the newest: it goes to the end of the order.
      this.remove(key, old);
    }
    const size = this.bounds?.sizeOf(value) ?? 0;
    this.entries.set(key, { value, expiresAt, size });
    this.bytes += size;
    this.evictBeyondBounds();
  }

  delete(key: string): boolean {
    const existed = this.get(key) !== undefined;
    const entry = this.entries.get(key);
    if (entry) {
      this.remove(key, entry);
    }
    return existed;
  }

  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) {
        this.remove(key, entry);
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }

  stats(): CacheStats {
    return {
      entries: this.entries.size,
      bytes: this.bytes,
      evictions: this.evictions,
    };
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  private evictBeyondBounds(): void {
    const { bounds } = this;
    if (!bounds) {
      return;
    }
    // A Map iterates in the order keys were written: the oldest first.
    for (const [key, entry] of this.entries) {
      if (
        this.entries.size <= bounds.maxEntries &&
        this.bytes <= bounds.maxBytes
      ) {
        return;
      }
      this.remove(key, entry);
      this.evictions += 1;
    }
  }
}
