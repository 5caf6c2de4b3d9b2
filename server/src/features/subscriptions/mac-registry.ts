import { normaliseMac } from '@members/contract';

import type { DomainContext } from '../../domain/context.js';
import { fieldNames, findMacField } from '../../domain/subscriptions.js';
import { collectPages } from '../../whmcs/index.js';

/** The registry is rebuilt from WHMCS this often, to pick up changes made there. */
const REFRESH_MS = 15 * 60 * 1000;
const PAGE_SIZE = 250;

/**
 * Which service uses which MAC. WHMCS cannot search custom field values, so
 * checking a MAC against every client's services on each request would mean
 * walking all of them; instead the index is built once in the background and
 * kept current by our own changes, and a hit is confirmed against WHMCS
 * before a change is refused.
 */
export class MacRegistry {
  private byMac = new Map<string, number>();
  private building: Promise<void> | null = null;
  private builtAt = 0;

  constructor(
    private readonly ctx: DomainContext,
    private readonly now: () => number = Date.now,
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
    this.byMac = next;
    this.builtAt = this.now();
  }

  /** Begins building the index, so the first MAC change need not wait. */
  warmUp(onError: (error: unknown) => void): void {
    this.refresh().catch(onError);
  }

  /** The service that uses `mac` as far as the index knows, or null. */
  async ownerOf(mac: string): Promise<number | null> {
    if (this.builtAt === 0) {
      await this.refresh();
    } else if (this.now() - this.builtAt > REFRESH_MS) {
      void this.refresh().catch(() => undefined);
    }
    return this.byMac.get(mac) ?? null;
  }

  /** Records that `serviceId` now uses `mac` (and no longer `previous`). */
  record(serviceId: number, mac: string, previous: string | null): void {
    if (previous && this.byMac.get(previous) === serviceId) {
      this.byMac.delete(previous);
    }
    this.byMac.set(mac, serviceId);
  }

  /** Forgets an entry the index had wrong. */
  forget(mac: string): void {
    this.byMac.delete(mac);
  }
}
