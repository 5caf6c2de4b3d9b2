import type { MacIndexStore } from '../types.js';

/** The MAC index (MAC → service id) in this process. */
export class MemoryMacIndexStore implements MacIndexStore {
  private byMac = new Map<string, number>();
  private built = 0;

  async ownerOf(mac: string): Promise<number | null> {
    return this.byMac.get(mac) ?? null;
  }

  async record(
    serviceId: number,
    mac: string,
    previous: string | null,
  ): Promise<void> {
    if (previous && this.byMac.get(previous) === serviceId) {
      this.byMac.delete(previous);
    }
    this.byMac.set(mac, serviceId);
  }

  async forget(mac: string): Promise<void> {
    this.byMac.delete(mac);
  }

  async replace(entries: Map<string, number>, builtAt: number): Promise<void> {
    this.byMac = new Map(entries);
    this.built = builtAt;
  }

  async builtAt(): Promise<number> {
    return this.built;
  }
}
