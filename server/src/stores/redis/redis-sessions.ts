import type { SessionRecord, SessionStore } from '../types.js';

import { defineScript, runStore, ttlUntil } from './redis-connection.js';
import type { RedisContext, RedisScript } from './redis-connection.js';

// One round trip: store the session, index it under its client and in the
// list of all sessions, drop index entries whose session expired, then end
// the least recently used sessions beyond the cap. Atomic, so two instances
// opening sessions for one client at once cannot both stay under the cap.
const CREATE_LUA = `
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[4], ARGV[1])
redis.call('ZADD', KEYS[3], ARGV[7], ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
for _, sid in ipairs(redis.call('ZRANGE', KEYS[2], 0, -1)) do
  if redis.call('EXISTS', ARGV[6] .. sid) == 0 then
    redis.call('ZREM', KEYS[2], sid)
    redis.call('ZREM', KEYS[3], sid)
  end
end
local excess = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[5])
if excess > 0 then
  for _, sid in ipairs(redis.call('ZRANGE', KEYS[2], 0, excess - 1)) do
    redis.call('DEL', ARGV[6] .. sid)
    redis.call('ZREM', KEYS[2], sid)
    redis.call('ZREM', KEYS[3], sid)
  end
end
return 1
`;

function parseRecord(json: string | null): SessionRecord | null {
  return json === null ? null : (JSON.parse(json) as SessionRecord);
}

/**
 * Sessions in Redis. Keys (after the prefix): `sess:<token hash>` holds the
 * record as JSON until its absolute end; `sess:client:<client id>` is a
 * sorted set of the client's session ids by last use (for "end all sessions"
 * and the per-client cap); `sess:all` a sorted set of every session id by
 * its end (for the active-sessions gauge).
 */
export class RedisSessionStore implements SessionStore {
  private readonly createScript: RedisScript;

  constructor(private readonly context: RedisContext) {
    this.createScript = defineScript(
      context.redis,
      'membersCreateSession',
      3,
      CREATE_LUA,
    );
  }

  private key(id: string): string {
    return `${this.context.prefix}sess:${id}`;
  }

  private clientKey(clientId: number): string {
    return `${this.context.prefix}sess:client:${clientId}`;
  }

  private get allKey(): string {
    return `${this.context.prefix}sess:all`;
  }

  async create(
    id: string,
    record: SessionRecord,
    maxPerClient: number,
  ): Promise<void> {
    const ttlMs = ttlUntil(this.context, record.expiresAt);
    await runStore(this.context, 'sessions.create', () =>
      this.createScript(
        [this.key(id), this.clientKey(record.clientId), this.allKey],
        [
          id,
          JSON.stringify(record),
          ttlMs,
          record.lastSeenAt,
          maxPerClient,
          `${this.context.prefix}sess:`,
          record.expiresAt,
        ],
      ),
    );
  }

  async get(id: string): Promise<SessionRecord | null> {
    return runStore(this.context, 'sessions.get', async () =>
      parseRecord(await this.context.redis.get(this.key(id))),
    );
  }

  async update(id: string, patch: Partial<SessionRecord>): Promise<void> {
    await runStore(this.context, 'sessions.update', async () => {
      const record = parseRecord(await this.context.redis.get(this.key(id)));
      if (!record) {
        return;
      }
      const next = { ...record, ...patch };
      // XX: a session deleted meanwhile (logout elsewhere) is not revived.
      await this.context.redis.call(
        'SET',
        this.key(id),
        JSON.stringify(next),
        'XX',
        'KEEPTTL',
      );
      if (patch.lastSeenAt !== undefined) {
        await this.context.redis.zadd(
          this.clientKey(record.clientId),
          'XX',
          next.lastSeenAt,
          id,
        );
      }
    });
  }

  async delete(id: string): Promise<void> {
    await runStore(this.context, 'sessions.delete', async () => {
      const record = parseRecord(await this.context.redis.get(this.key(id)));
      const multi = this.context.redis.multi().del(this.key(id));
      if (record) {
        multi.zrem(this.clientKey(record.clientId), id);
      }
      await multi.zrem(this.allKey, id).exec();
    });
  }

  async listByClient(
    clientId: number,
  ): Promise<{ id: string; record: SessionRecord }[]> {
    return runStore(this.context, 'sessions.list', async () => {
      const { redis } = this.context;
      const ids = await redis.zrange(this.clientKey(clientId), 0, -1);
      if (ids.length === 0) {
        return [];
      }
      const values = await redis.mget(ids.map((id) => this.key(id)));
      const live: { id: string; record: SessionRecord }[] = [];
      const gone: string[] = [];
      ids.forEach((id, index) => {
        const record = parseRecord(values[index] ?? null);
        if (record) {
          live.push({ id, record });
        } else {
          gone.push(id);
        }
      });
      if (gone.length > 0) {
        await redis.zrem(this.clientKey(clientId), ...gone);
      }
      return live;
    });
  }

  async countActive(): Promise<number> {
    return runStore(this.context, 'sessions.count', async () => {
      const replies = await this.context.redis
        .multi()
        .zremrangebyscore(this.allKey, '-inf', this.context.now())
        .zcard(this.allKey)
        .exec();
      const count = replies?.[1]?.[1];
      return typeof count === 'number' ? count : 0;
    });
  }
}
