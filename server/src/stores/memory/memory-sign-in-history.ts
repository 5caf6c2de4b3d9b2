import type { Clock } from '../../lib/clock.js';
import { SIGN_IN_HISTORY_KEPT, SIGN_IN_HISTORY_TTL_MS } from '../types.js';
import type { SignInHistoryEntry, SignInHistoryStore } from '../types.js';

import { TtlMap } from './ttl-map.js';

/** Each client's last sign-ins, newest first, kept 90 days after the newest. */
export class MemorySignInHistoryStore implements SignInHistoryStore {
  private readonly lists: TtlMap<SignInHistoryEntry[]>;

  constructor(private readonly now: Clock) {
    this.lists = new TtlMap(now);
  }

  async add(clientId: number, entry: SignInHistoryEntry): Promise<void> {
    const key = String(clientId);
    const list = [{ ...entry }, ...(this.lists.get(key) ?? [])].slice(
      0,
      SIGN_IN_HISTORY_KEPT,
    );
    this.lists.set(key, list, this.now() + SIGN_IN_HISTORY_TTL_MS);
  }

  async list(clientId: number): Promise<SignInHistoryEntry[]> {
    return (this.lists.get(String(clientId)) ?? []).map((entry) => ({
      ...entry,
    }));
  }

  sweep(): void {
    this.lists.sweep();
  }
}
