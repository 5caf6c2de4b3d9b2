import type { Clock } from '../../lib/clock.js';

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * A Map whose entries expire. Expired entries are dropped when read and by
 * `sweep()`, which the memory stores run on a timer to bound memory.
 */
export class TtlMap<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly now: Clock) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      return undefined;
    }
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
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
    this.entries.set(key, { value, expiresAt });
  }

  delete(key: string): boolean {
    const existed = this.get(key) !== undefined;
    this.entries.delete(key);
    return existed;
  }

  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) {
        this.entries.delete(key);
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
