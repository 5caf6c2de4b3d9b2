import { SIGN_IN_HISTORY_KEPT, SIGN_IN_HISTORY_TTL_MS } from '../types.js';
import type { SignInHistoryEntry, SignInHistoryStore } from '../types.js';

import { runStore } from './redis-connection.js';
import type { RedisContext } from './redis-connection.js';

/** An entry read back, or null for one that is not an entry (never shown). */
function parseEntry(value: string): SignInHistoryEntry | null {
  try {
    const entry = JSON.parse(value) as Partial<SignInHistoryEntry> | null;
    return typeof entry?.at === 'number' && typeof entry.method === 'string'
      ? (entry as SignInHistoryEntry)
      : null;
  } catch {
    return null;
  }
}

/**
 * Each client's sign-ins under `signins:<client id>`, a list, newest first:
 * LPUSH, LTRIM to the kept number and PEXPIRE in one MULTI, one round trip,
 * so the list never grows past it and lives 90 days after the newest.
 */
export class RedisSignInHistoryStore implements SignInHistoryStore {
  constructor(private readonly context: RedisContext) {}

  private key(clientId: number): string {
    return `${this.context.prefix}signins:${clientId}`;
  }

  async add(clientId: number, entry: SignInHistoryEntry): Promise<void> {
    const key = this.key(clientId);
    await runStore(this.context, 'signInHistory.add', async () => {
      const replies = await this.context.redis
        .multi()
        .lpush(key, JSON.stringify(entry))
        .ltrim(key, 0, SIGN_IN_HISTORY_KEPT - 1)
        .pexpire(key, SIGN_IN_HISTORY_TTL_MS)
        .exec();
      const failed = replies?.find(([error]) => error !== null)?.[0];
      if (failed) {
        throw failed;
      }
    });
  }

  async list(clientId: number): Promise<SignInHistoryEntry[]> {
    const values = await runStore(this.context, 'signInHistory.list', () =>
      this.context.redis.lrange(
        this.key(clientId),
        0,
        SIGN_IN_HISTORY_KEPT - 1,
      ),
    );
    return values.flatMap((value) => parseEntry(value) ?? []);
  }
}
