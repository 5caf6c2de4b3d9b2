import { normaliseMac } from '@members/contract';

import type { Clock } from '../lib/clock.js';
import type { MacIndexStore } from '../stores/types.js';
import { collectPages } from '../whmcs/index.js';

import type { DomainContext } from './context.js';
import { fieldNames, findMacField } from './subscriptions.js';

/** The registry is rebuilt from WHMCS this often, to pick up changes made there. */
const REFRESH_MS = 15 * 60 * 1000;
const PAGE_SIZE = 250;

/**
 * Which service uses which MAC. WHMCS cannot search custom field values, so
 * checking a MAC against every client's services on each request would mean
 * walking all of them; instead the index is built in the background and kept
 * current by our own changes, and a hit is confirmed against WHMCS before a
 * change is refused. The index lives in the store, so with Redis every
 * instance sees a MAC another instance has just set.
 */
export class MacRegistry {
  private building: Promise<void> | null = null;

  constructor(
    private readonly ctx: DomainContext,
    private readonly store: MacIndexStore,
    private readonly now: Clock,
  ) {}

  /** Starts (or refreshes) the index when it is missing or old. */
  private refresh(): Promise<void> {
    if (this.building) {
      return this.building;
    }
    const work = this.build().finally(() => {
      this.building = null;
    });
    this.building = work;
    return work;
  }

  private async build(): Promise<void> {
    const names = fieldNames(this.ctx);
    const services = await collectPages(
      this.ctx.whmcs,
      'GetClientsProducts',
      {},
      (reply) => reply.products,
      { pageSize: PAGE_SIZE, maxPages: 10_000 },
    );
    const next = new Map<string, number>();
    for (const service of services) {
      const mac = normaliseMac(findMacField(service, names)?.value ?? '');
      if (mac) {
        next.set(mac, service.id);
      }
    }
    await this.store.replace(next, this.now());
  }

  /** Begins building the index unless a fresh one is shared already. */
  warmUp(onError: (error: unknown) => void): void {
    this.store
      .builtAt()
      .then((builtAt) =>
        builtAt === 0 || this.now() - builtAt > REFRESH_MS
          ? this.refresh()
          : undefined,
      )
      .catch(onError);
  }

  /** The service that uses `mac` as far as the index knows, or null. */
  async ownerOf(mac: string): Promise<number | null> {
    const builtAt = await this.store.builtAt();
    if (builtAt === 0) {
      await this.refresh();
    } else if (this.now() - builtAt > REFRESH_MS) {
      void this.refresh().catch(() => undefined);
    }
    return this.store.ownerOf(mac);
  }

  /** Records that `serviceId` now uses `mac` (and no longer `previous`). */
  async record(
    serviceId: number,
    mac: string,
    previous: string | null,
  ): Promise<void> {
    await this.store.record(serviceId, mac, previous);
  }

  /** Forgets an entry the index had wrong. */
  async forget(mac: string): Promise<void> {
    await this.store.forget(mac);
  }
}
