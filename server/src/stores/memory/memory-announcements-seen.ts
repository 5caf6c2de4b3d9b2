import type { Clock } from '../../lib/clock.js';
import type { AnnouncementsSeenStore } from '../types.js';

import { TtlMap } from './ttl-map.js';

/** Each client's announcements mark, kept for its time to live from its last use. */
export class MemoryAnnouncementsSeenStore implements AnnouncementsSeenStore {
  private readonly marks: TtlMap<string>;

  constructor(private readonly now: Clock) {
    this.marks = new TtlMap(now);
  }

  async get(clientId: number, ttlMs: number): Promise<string | null> {
    const key = String(clientId);
    const mark = this.marks.get(key);
    if (mark === undefined) {
      return null;
    }
    this.marks.set(key, mark, this.now() + ttlMs);
    return mark;
  }

  async advance(
    clientId: number,
    date: string,
    ttlMs: number,
  ): Promise<string> {
    const key = String(clientId);
    const current = this.marks.get(key);
    const mark = current !== undefined && current > date ? current : date;
    this.marks.set(key, mark, this.now() + ttlMs);
    return mark;
  }

  sweep(): void {
    this.marks.sweep();
  }
}
