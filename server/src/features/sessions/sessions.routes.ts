import type { FastifyInstance } from 'fastify';

import { defineRoute } from '../../http/define-route.js';
import type { RouteHooks } from '../../http/define-route.js';
import { endBrowserSession } from '../../sessions/session-cookie.js';
import type { SessionCookieOptions } from '../../sessions/session-cookie.js';

import { endDevice, endOtherDevices, listDevices } from './sessions.service.js';
import type { SessionDeps } from './sessions.service.js';

/**
 * Registers the devices page's calls: list the customer's sessions, end one,
 * end all others. Whose sessions is only ever the session's client.
 */
export function registerSessionRoutes(
  app: FastifyInstance,
  hooks: RouteHooks,
  deps: SessionDeps,
  cookie: SessionCookieOptions,
): void {
  defineRoute(app, hooks, 'sessions', {
    handler: async (_input, identity, _request, reply) => {
      const devices = await listDevices(deps, identity);
      void reply.header('cache-control', 'no-store');
      return { sessions: devices };
    },
  });

  defineRoute(app, hooks, 'endSession', {
    handler: async (input, identity, _request, reply) => {
      const { isCurrent } = await endDevice(deps, identity, input.id);
      if (isCurrent && identity.via === 'cookie') {
        endBrowserSession(reply, cookie);
      }
      return {};
    },
  });

  defineRoute(app, hooks, 'endOtherSessions', {
    handler: async (_input, identity) => ({
      ended: await endOtherDevices(deps, identity),
    }),
  });
}
