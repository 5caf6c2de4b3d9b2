import type { Clock } from '../../lib/clock.js';
import type { SessionRecord, SessionStore } from '../types.js';

import { TtlMap } from './ttl-map.js';

/** Sessions in this process, indexed by client for the per-client cap. */
export class MemorySessionStore implements SessionStore {
  private readonly sessions: TtlMap<SessionRecord>;
  private readonly byClient = new Map<number, Set<string>>();

  constructor(private readonly now: Clock) {
    this.sessions = new TtlMap(now);
  }

  async create(
    id: string,
    record: SessionRecord,
    maxPerClient: number,
  ): Promise<void> {
    this.sessions.set(id, { ...record }, record.expiresAt);
    const ids = this.byClient.get(record.clientId) ?? new Set<string>();
    ids.add(id);
    this.byClient.set(record.clientId, ids);
    const live = await this.listByClient(record.clientId);
    const excess = live.length - maxPerClient;
    if (excess > 0) {
      live
        .sort((a, b) => a.record.lastSeenAt - b.record.lastSeenAt)
        .slice(0, excess)
        .forEach((session) => this.forget(session.id, record.clientId));
    }
  }

  async get(id: string): Promise<SessionRecord | null> {
    const record = this.sessions.get(id);
    return record ? { ...record } : null;
  }

  async update(id: string, patch: Partial<SessionRecord>): Promise<void> {
    const record = this.sessions.get(id);
    if (record) {
      this.sessions.set(id, { ...record, ...patch }, record.expiresAt);
    }
  }

  async delete(id: string): Promise<void> {
    const record = this.sessions.get(id);
    if (record) {
      this.forget(id, record.clientId);
    }
  }

  async listByClient(
    clientId: number,
  ): Promise<{ id: string; record: SessionRecord }[]> {
    const ids = this.byClient.get(clientId) ?? new Set<string>();
    const live: { id: string; record: SessionRecord }[] = [];
    for (const id of ids) {
      const record = this.sessions.get(id);
      if (record) {
        live.push({ id, record: { ...record } });
      } else {
        ids.delete(id);
      }
    }
    return live;
  }

  async countActive(): Promise<number> {
    this.sessions.sweep();
    return this.sessions.size;
  }

  sweep(): void {
    this.sessions.sweep();
  }

  private forget(id: string, clientId: number): void {
    this.sessions.delete(id);
    this.byClient.get(clientId)?.delete(id);
  }
}
