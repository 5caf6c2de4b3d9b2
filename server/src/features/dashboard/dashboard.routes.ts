import type { FastifyInstance } from 'fastify';

import { isResellerProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import { loadDashboard } from '../../domain/dashboard.js';
import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';
import type { SessionManager } from '../../lib/sessions.js';
import { sessionOf } from '../../plugins/session.js';

/** Registers `allData`, the dashboard's one read. */
export function registerDashboardRoutes(
  app: FastifyInstance,
  options: { ctx: DomainContext; hooks: RouteHooks; sessions: SessionManager },
): void {
  defineRoute(app, options.hooks, 'allData', {
    handler: async (_input, request) => {
      const session = sessionOf(request);
      const result = await loadDashboard(options.ctx, session.record.clientId);
      for (const failure of result.failures) {
        request.log.warn(
          { err: failure.error, section: failure.section },
          'dashboard section failed',
        );
      }
      if (result.profile) {
        const affiliate = result.profile.isAffiliate;
        const reseller = isResellerProfile(
          result.profile,
          options.ctx.config.resellerGroups,
        );
        if (
          affiliate !== session.record.affiliate ||
          reseller !== session.record.reseller
        ) {
          await options.sessions.update(session.id, { affiliate, reseller });
        }
      }
      return result.data;
    },
  });
}
