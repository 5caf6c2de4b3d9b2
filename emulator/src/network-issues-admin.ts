import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { ServerClock } from './calendar.js';
import { setMeta, type Database } from './db/database.js';
import {
  insertNetworkIssue,
  NETWORK_ISSUE_PRIORITIES,
  NETWORK_ISSUE_STATUSES,
  NETWORK_ISSUE_TYPES,
  resolveNetworkIssue,
} from './db/network-issues.js';
import { NETWORK_ISSUES_FEED_META } from './pages/network-issues-rss.js';
import { escapeLikeWhmcs } from './text.js';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function pick<T extends string>(
  list: readonly T[],
  value: unknown,
  fallback: T,
): T | null {
  if (value === undefined) return fallback;
  return list.find((item) => item === value) ?? null;
}

function text(value: unknown, fallback: string): string | null {
  if (value === undefined) return fallback;
  return typeof value === 'string' ? value : null;
}

/**
 * Registers the network issue switches an admin would use in WHMCS:
 * `POST /_emulator/network-issues` opens one (JSON: title, description HTML,
 * type, affecting, server, priority, status; starting now), `POST
 * /_emulator/network-issues/:id/resolve` resolves it, and `PUT
 * /_emulator/network-issues/feed` (`{ "enabled": false }`) switches the
 * public feed off and on.
 */
export function registerNetworkIssueAdminRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: ServerClock; guard: Guard },
): void {
  const { db, clock, guard } = options;
  app.post(
    '/_emulator/network-issues',
    { preHandler: guard },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const title = text(body['title'], '');
      const description = text(body['description'], '');
      const affecting = text(body['affecting'], '');
      const type = pick(NETWORK_ISSUE_TYPES, body['type'], 'Other');
      const priority = pick(NETWORK_ISSUE_PRIORITIES, body['priority'], 'High');
      const status = pick(
        NETWORK_ISSUE_STATUSES,
        body['status'],
        'Investigating',
      );
      const server = body['server'] === undefined ? 0 : Number(body['server']);
      if (
        !title ||
        description === null ||
        affecting === null ||
        !type ||
        !priority ||
        !status ||
        !Number.isInteger(server)
      ) {
        return reply.code(400).send({ error: 'Invalid network issue' });
      }
      const now = clock.nowDateTime();
      const id = insertNetworkIssue(db, {
        title: escapeLikeWhmcs(title),
        description,
        type,
        affecting: escapeLikeWhmcs(affecting),
        server,
        priority,
        status,
        startdate: now,
        enddate: null,
        lastupdate: now,
      });
      return { id };
    },
  );
  app.post<{ Params: { id: string } }>(
    '/_emulator/network-issues/:id/resolve',
    { preHandler: guard },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!resolveNetworkIssue(db, id, clock.nowDateTime())) {
        return reply.code(404).send({ error: 'Network Issue Not Found' });
      }
      return { id };
    },
  );
  app.put(
    '/_emulator/network-issues/feed',
    { preHandler: guard },
    async (request, reply) => {
      const enabled = (request.body as { enabled?: unknown } | null)?.enabled;
      if (typeof enabled !== 'boolean') {
        return reply.code(400).send({ error: 'enabled must be true or false' });
      }
      setMeta(db, NETWORK_ISSUES_FEED_META, enabled ? '1' : '0');
      return { enabled };
    },
  );
}
