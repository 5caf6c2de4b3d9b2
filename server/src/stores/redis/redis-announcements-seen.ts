import type { AnnouncementsSeenStore } from '../types.js';

import { defineScript, runStore } from './redis-connection.js';
import type { RedisContext, RedisScript } from './redis-connection.js';

/**
 * The later of the mark kept and ARGV[1] (same-length date-times compare as
 * strings), kept for ARGV[2] ms more; answers it. One script, so two
 * instances marking at once cannot move the mark back.
 */
const ADVANCE_MARK_LUA = `
local current = redis.call('GET', KEYS[1])
local mark = ARGV[1]
if current and current > mark then mark = current end
redis.call('SET', KEYS[1], mark, 'PX', ARGV[2])
return mark
`;

/**
 * Each client's announcements mark under `seen:announcements:<client id>`,
 * kept for its time to live from its last read (GETEX) or write.
 */
export class RedisAnnouncementsSeenStore implements AnnouncementsSeenStore {
  private readonly advanceScript: RedisScript;

  constructor(private readonly context: RedisContext) {
    this.advanceScript = defineScript(
      context.redis,
      'membersAdvanceAnnouncementsSeen',
      1,
      ADVANCE_MARK_LUA,
    );
  }

  private key(clientId: number): string {
    return `${this.context.prefix}seen:announcements:${clientId}`;
  }

  async get(clientId: number, ttlMs: number): Promise<string | null> {
    return runStore(this.context, 'announcementsSeen.get', () =>
      this.context.redis.getex(this.key(clientId), 'PX', ttlMs),
    );
  }

  async advance(
    clientId: number,
    date: string,
    ttlMs: number,
  ): Promise<string> {
    const mark = await runStore(this.context, 'announcementsSeen.advance', () =>
      this.advanceScript([this.key(clientId)], [date, ttlMs]),
    );
    return String(mark);
  }
}
