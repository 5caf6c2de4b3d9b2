import type { ReadCacheStore } from './types.js';

/** What a load answers: the serialised value and whether it may be kept. */
export interface LoadResult {
  value: string;
  isCacheable: boolean;
}

/**
 * A short per-owner read cache in the shared store with single flight:
 * concurrent reads of one owner in this process share one load, and later
 * ones within the TTL are served from the store (by any instance). A failing
 * store never fails a read: it is then loaded directly.
 */
export class SharedReadCache {
  private readonly flights = new Map<string, Promise<LoadResult>>();

  constructor(
    private readonly store: ReadCacheStore,
    private readonly ttlMs: number,
  ) {}

  /** The cached value of `owner`, or `load`'s (kept when cacheable). */
  async get(owner: string, load: () => Promise<LoadResult>): Promise<string> {
    if (this.ttlMs === 0) {
      return (await load()).value;
    }
    const cached = await this.store.read(owner).catch(() => null);
    if (cached?.value) {
      return cached.value;
    }
    if (!cached) {
      return (await load()).value;
    }
    const flightKey = `${owner}:${cached.generation}`;
    let flight = this.flights.get(flightKey);
    if (!flight) {
      flight = this.loadAndKeep(owner, cached.generation, load).finally(() => {
        this.flights.delete(flightKey);
      });
      this.flights.set(flightKey, flight);
    }
    return (await flight).value;
  }

  private async loadAndKeep(
    owner: string,
    generation: number,
    load: () => Promise<LoadResult>,
  ): Promise<LoadResult> {
    const result = await load();
    if (result.isCacheable) {
      await this.store
        .write(owner, generation, result.value, this.ttlMs)
        .catch(() => undefined);
    }
    return result;
  }

  /** Makes the owner's cached reads stale (after any change they make). */
  async invalidate(owner: string): Promise<void> {
    if (this.ttlMs === 0) {
      return;
    }
    await this.store.invalidate(owner);
  }
}

/** The key of a client's cached reads; their changes invalidate it. */
export function readCacheOwner(clientId: number): string {
  return `client:${clientId}`;
}
