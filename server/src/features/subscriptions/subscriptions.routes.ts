import type { FastifyInstance } from 'fastify';

import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import { listSubscriptions } from '../../domain/subscriptions.js';
import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';
import { sessionOf } from '../../plugins/session.js';

/** Registers the subscription reads. */
export function registerSubscriptionRoutes(
  app: FastifyInstance,
  options: { ctx: DomainContext; hooks: RouteHooks },
): void {
  const { ctx } = options;
  defineRoute(app, options.hooks, 'subscriptions', {
    handler: async (_input, request) => {
      const clientId = sessionOf(request).record.clientId;
      const profile = await getClientProfile(ctx, clientId);
      const currency = await getClientCurrency(ctx, profile);
      return listSubscriptions(ctx, clientId, currency);
    },
  });
}
