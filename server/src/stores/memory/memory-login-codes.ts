import type { Clock } from '../../lib/clock.js';
import type { LoginChallenge, LoginCodeStore } from '../types.js';

import { TtlMap } from './ttl-map.js';

/** Pending sign-in codes in this process, with each address's newest challenge. */
export class MemoryLoginCodeStore implements LoginCodeStore {
  private readonly challenges: TtlMap<LoginChallenge>;
  private readonly newest: TtlMap<string>;

  constructor(now: Clock) {
    this.challenges = new TtlMap(now);
    this.newest = new TtlMap(now);
  }

  async save(key: string, challenge: LoginChallenge): Promise<void> {
    this.challenges.set(key, { ...challenge }, challenge.expiresAt);
    this.newest.set(challenge.email, key, challenge.expiresAt);
  }

  async get(key: string): Promise<LoginChallenge | null> {
    const challenge = this.challenges.get(key);
    return challenge ? { ...challenge } : null;
  }

  async newestFor(email: string): Promise<string | null> {
    return this.newest.get(email) ?? null;
  }

  async addAttempt(key: string): Promise<number> {
    const challenge = this.challenges.get(key);
    if (!challenge) {
      return Number.POSITIVE_INFINITY;
    }
    challenge.attempts += 1;
    return challenge.attempts;
  }

  async consume(key: string): Promise<boolean> {
    return this.challenges.delete(key);
  }

  sweep(): void {
    this.challenges.sweep();
    this.newest.sweep();
  }
}
