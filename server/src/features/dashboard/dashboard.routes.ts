import type { AllDataResponse } from '@members/contract';
import type { FastifyInstance } from 'fastify';

import { isResellerProfile } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import { loadDashboard } from '../../domain/dashboard.js';
import type { SharedReadCache } from '../../lib/read-cache.js';
import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';
import type { SessionManager } from '../../lib/sessions.js';
import { sessionOf } from '../../plugins/session.js';

/** The dashboard as it is kept in the read cache. */
interface CachedDashboard {
  data: AllDataResponse;
  profile:
    | (Omit<ClientProfile, 'customFields'> & {
        customFields: [number, string][];
      })
    | null;
}

/** The key of a client's cached reads; changes invalidate it. */
export function readCacheOwner(clientId: number): string {
  return `client:${clientId}`;
}

/** Registers `allData`, the dashboard's one read. */
export function registerDashboardRoutes(
  app: FastifyInstance,
  options: {
    ctx: DomainContext;
    hooks: RouteHooks;
    sessions: SessionManager;
    readCache: SharedReadCache;
  },
): void {
  defineRoute(app, options.hooks, 'allData', {
    handler: async (_input, request) => {
      const session = sessionOf(request);
      const clientId = session.record.clientId;
      const cached = await options.readCache.get(
        readCacheOwner(clientId),
        async () => {
          const result = await loadDashboard(options.ctx, clientId);
          for (const failure of result.failures) {
            request.log.warn(
              { err: failure.error, section: failure.section },
              'dashboard section failed',
            );
          }
          const value: CachedDashboard = {
            data: result.data,
            profile: result.profile
              ? {
                  ...result.profile,
                  customFields: [...result.profile.customFields],
                }
              : null,
          };
          // A dashboard with a failed section is never kept: the next read retries.
          return {
            value: JSON.stringify(value),
            isCacheable: result.failures.length === 0,
          };
        },
      );
      const { data, profile } = JSON.parse(cached) as CachedDashboard;
      if (profile) {
        const affiliate = profile.isAffiliate;
        const reseller = isResellerProfile(
          { ...profile, customFields: new Map(profile.customFields) },
          options.ctx.config.resellerGroups,
        );
        if (
          affiliate !== session.record.affiliate ||
          reseller !== session.record.reseller
        ) {
          await options.sessions.update(session.id, { affiliate, reseller });
        }
      }
      return data;
    },
  });
}
