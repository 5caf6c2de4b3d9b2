import type { FastifyInstance } from 'fastify';

import { defineRoute } from '../../http/define-route.js';
import type { RouteHooks } from '../../http/define-route.js';
import { writeJournalOf } from '../../stores/write-journal.js';

import { listWithdrawals, requestWithdrawal } from './affiliate.service.js';
import type { AffiliateDeps } from './affiliate.service.js';

/** Registers the affiliate withdrawal routes. */
export function registerAffiliateRoutes(
  app: FastifyInstance,
  hooks: RouteHooks,
  deps: AffiliateDeps,
): void {
  defineRoute(app, hooks, 'withdrawals', {
    handler: async (_input, { clientId }) => listWithdrawals(deps, clientId),
  });

  defineRoute(app, hooks, 'withdrawal', {
    idempotent: true,
    handler: async (input, identity, request) =>
      requestWithdrawal(deps, identity, input, writeJournalOf(request)),
  });
}
