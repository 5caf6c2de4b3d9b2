import type { Clock } from '../../lib/clock.js';
import type { CachedRead, ReadCacheStore } from '../types.js';

import { TtlMap } from './ttl-map.js';

/** Per-owner read cache in this process, dropped by bumping the owner's generation. */
export class MemoryReadCacheStore implements ReadCacheStore {
  private readonly values: TtlMap<string>;
  private readonly generations = new Map<string, number>();

  constructor(private readonly now: Clock) {
    this.values = new TtlMap(now);
  }

  async read(owner: string): Promise<CachedRead> {
    const generation = this.generations.get(owner) ?? 0;
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
    if ((this.generations.get(owner) ?? 0) === generation) {
      this.values.set(`${owner}:${generation}`, value, this.now() + ttlMs);
    }
  }

  async invalidate(owner: string): Promise<void> {
    const generation = this.generations.get(owner) ?? 0;
    this.values.delete(`${owner}:${generation}`);
    this.generations.set(owner, generation + 1);
  }

  sweep(): void {
    this.values.sweep();
  }
}
