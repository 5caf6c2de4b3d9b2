import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { addRouteHooks } from '../http/route-hooks.js';
import { readCacheOwner } from '../stores/read-cache.js';
import type { SharedReadCache } from '../stores/read-cache.js';

/**
 * A change a customer makes (a route defined with `invalidatesReads`, which
 * every idempotent session route is) makes their cached reads stale: they
 * are dropped before the answer leaves, so the next `allData` reads WHMCS.
 */
export const readCachePlugin = fp(
  async (
    app: FastifyInstance,
    { readCache }: { readCache: SharedReadCache },
  ) => {
    // Only on the routes that change something: a read runs no hook here.
    addRouteHooks(app, (config) => config.invalidatesReads === true, {
      onSend: async (request, _reply, payload) => {
        if (request.session) {
          await readCache
            .invalidate(readCacheOwner(request.session.record.clientId))
            .catch((error: unknown) =>
              request.log.warn({ err: error }, 'read cache not invalidated'),
            );
        }
        return payload;
      },
    });
  },
  { name: 'read-cache' },
);
