import type { Clock } from '../../lib/clock.js';
import type { CachedRead, CacheStats, ReadCacheStore } from '../types.js';

import { TtlMap } from './ttl-map.js';

/**
 * The bounds of one process's read cache: a customer's answer is some tens
 * of kB and lives seconds (READ_CACHE_SECONDS), so these hold every customer
 * active at once on a busy instance and no more.
 */
export const READ_CACHE_BOUNDS = {
  maxEntries: 5_000,
  maxBytes: 32 * 1024 * 1024,
} as const;

/**
 * How long an owner's generation is kept after its last change: far longer
 * than a read takes from its start to its write (the only time an older
 * generation number may still be on its way) and than a value lives
 * (READ_CACHE_SECONDS is at most 300), so starting again from 0 finds
 * nothing left of before.
 */
const GENERATION_KEEP_MS = 10 * 60_000;

/** Per-owner read cache in this process, dropped by bumping the owner's generation. */
export class MemoryReadCacheStore implements ReadCacheStore {
  private readonly values: TtlMap<string>;
  private readonly generations = new Map<
    string,
    { generation: number; changedAt: number }
  >();

  constructor(
    private readonly now: Clock,
    bounds: { maxEntries: number; maxBytes: number } = READ_CACHE_BOUNDS,
  ) {
    this.values = new TtlMap(now, {
      ...bounds,
      sizeOf: (value) => Buffer.byteLength(value),
    });
  }

  private generationOf(owner: string): number {
    return this.generations.get(owner)?.generation ?? 0;
  }

  async read(owner: string): Promise<CachedRead> {
    const generation = this.generationOf(owner);
    return {
      generation,
      value: this.values.get(`${owner}:${generation}`) ?? null,
    };
  }

  async write(
    owner: string,
    generation: number,
    value: string,
    ttlMs: number,
  ): Promise<void> {
    if (this.generationOf(owner) === generation) {
      this.values.set(`${owner}:${generation}`, value, this.now() + ttlMs);
    }
  }

  async invalidate(owner: string): Promise<void> {
    const generation = this.generationOf(owner);
    this.values.delete(`${owner}:${generation}`);
    this.generations.set(owner, {
      generation: generation + 1,
      changedAt: this.now(),
    });
  }

  sweep(): void {
    this.values.sweep();
    const before = this.now() - GENERATION_KEEP_MS;
    for (const [owner, { changedAt }] of this.generations) {
      if (changedAt < before) {
        this.generations.delete(owner);
      }
    }
  }

  /** What the cache holds now (the generations kept are not counted). */
  stats(): CacheStats {
    return this.values.stats();
  }
}
