import type { FastifyInstance } from 'fastify';

import { defineRoute } from '../../http/define-route.js';
import type { RouteHooks } from '../../http/define-route.js';
import { writeJournalOf } from '../../stores/write-journal.js';

import { getResellerProduct, updateRedirectUrl } from './reseller.service.js';
import type { ResellerDeps } from './reseller.service.js';

/** Registers the reseller routes: the redirect URL and the reseller product. */
export function registerResellerRoutes(
  app: FastifyInstance,
  hooks: RouteHooks,
  deps: ResellerDeps,
): void {
  defineRoute(app, hooks, 'update_redirect_url', {
    idempotent: true,
    handler: async (input, { clientId }, request) => ({
      reseller: await updateRedirectUrl(
        deps,
        clientId,
        input.redirect_url,
        writeJournalOf(request),
      ),
    }),
  });

  defineRoute(app, hooks, 'resellerProduct', {
    handler: async (input, { clientId }) =>
      getResellerProduct(deps, clientId, input.serviceid),
  });
}
