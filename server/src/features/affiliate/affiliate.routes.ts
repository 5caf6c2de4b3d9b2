import type { FastifyInstance } from 'fastify';

import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';
import { sessionOf } from '../../plugins/session.js';

import type { WithdrawalService } from './withdrawals.service.js';

/** Registers the affiliate withdrawal routes. */
export function registerAffiliateRoutes(
  app: FastifyInstance,
  options: { hooks: RouteHooks; withdrawals: WithdrawalService },
): void {
  const { withdrawals } = options;
  defineRoute(app, options.hooks, 'withdrawals', {
    handler: async (_input, request) =>
      withdrawals.list(sessionOf(request).record.clientId),
  });

  defineRoute(app, options.hooks, 'withdrawal', {
    idempotent: true,
    handler: async (input, request) =>
      withdrawals.request(sessionOf(request).record, input),
  });
}
