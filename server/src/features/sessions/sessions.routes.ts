import { createHash } from 'node:crypto';

import type { DeviceSession } from '@members/contract';
import type { FastifyInstance } from 'fastify';

import { AppError } from '../../lib/app-error.js';
import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';
import type { ActiveSession, SessionManager } from '../../lib/sessions.js';
import { summariseUserAgent } from '../../lib/user-agent.js';
import { endBrowserSession, sessionOf } from '../../plugins/session.js';
import type { SessionCookieOptions } from '../../plugins/session.js';

/**
 * The id a session is shown under. It is derived from the store key (itself
 * the token's hash) one way, so it can neither be used as a token nor name
 * a store key; it only matches among the customer's own sessions.
 */
export function publicSessionId(storeId: string): string {
  return createHash('sha256')
    .update(`device:${storeId}`)
    .digest('base64url')
    .slice(0, 22);
}

function toDevice(session: ActiveSession, currentId: string): DeviceSession {
  const { record } = session;
  return {
    id: publicSessionId(session.id),
    current: session.id === currentId,
    ...summariseUserAgent(record.userAgent),
    ip: record.ip,
    createdAt: new Date(record.createdAt).toISOString(),
    lastSeenAt: new Date(record.lastSeenAt).toISOString(),
  };
}

/**
 * Registers the devices page's calls: list the customer's sessions, end one,
 * end all others. Whose sessions is only ever the session's client.
 */
export function registerSessionRoutes(
  app: FastifyInstance,
  options: {
    hooks: RouteHooks;
    sessions: SessionManager;
    cookie: SessionCookieOptions;
  },
): void {
  const { hooks, sessions, cookie } = options;

  defineRoute(app, hooks, 'sessions', {
    handler: async (_input, request, reply) => {
      const current = sessionOf(request);
      const list = await sessions.list(current.record.clientId);
      const devices = list
        .map((session) => toDevice(session, current.id))
        .sort(
          (a, b) =>
            Number(b.current) - Number(a.current) ||
            b.lastSeenAt.localeCompare(a.lastSeenAt),
        );
      void reply.header('cache-control', 'no-store');
      return { sessions: devices };
    },
  });

  defineRoute(app, hooks, 'endSession', {
    handler: async (input, request, reply) => {
      const current = sessionOf(request);
      const list = await sessions.list(current.record.clientId);
      const target = list.find(
        (session) => publicSessionId(session.id) === input.id,
      );
      if (!target) {
        // Unknown, ended, or another customer's: the same answer.
        throw new AppError('NOT_FOUND', 'No such session');
      }
      await sessions.close(target.id);
      if (target.id === current.id && request.authVia === 'cookie') {
        endBrowserSession(reply, cookie);
      }
      return {};
    },
  });

  defineRoute(app, hooks, 'endOtherSessions', {
    handler: async (_input, request) => {
      const current = sessionOf(request);
      const others = (await sessions.list(current.record.clientId)).filter(
        (session) => session.id !== current.id,
      );
      for (const session of others) {
        await sessions.close(session.id);
      }
      return { ended: others.length };
    },
  });
}
