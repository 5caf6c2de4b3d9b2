import { COOKIES, DEFAULT_LOCALE, localeSchema } from '@members/contract';
import type { Locale } from '@members/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import { listSubscriptions } from '../../domain/subscriptions.js';
import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';
import { sessionOf } from '../../plugins/session.js';

import type { SubscriptionService } from './subscriptions.service.js';

/** The language the web app remembers (its `browserLang` cookie). */
function localeOf(request: FastifyRequest): Locale {
  const remembered = localeSchema.safeParse(request.cookies[COOKIES.locale]);
  return remembered.success ? remembered.data : DEFAULT_LOCALE;
}

/** Registers the subscription reads and changes. */
export function registerSubscriptionRoutes(
  app: FastifyInstance,
  options: {
    ctx: DomainContext;
    hooks: RouteHooks;
    subscriptions: SubscriptionService;
  },
): void {
  const { ctx, hooks, subscriptions } = options;
  const clientOf = (request: Parameters<typeof sessionOf>[0]) =>
    sessionOf(request).record.clientId;

  defineRoute(app, hooks, 'subscriptions', {
    handler: async (_input, request) => {
      const clientId = clientOf(request);
      const profile = await getClientProfile(ctx, clientId);
      const currency = await getClientCurrency(ctx, profile);
      return listSubscriptions(ctx, clientId, currency);
    },
  });

  defineRoute(app, hooks, 'deviceSetup', {
    handler: async (input, request) =>
      subscriptions.getDeviceSetup(clientOf(request), input.serviceid),
  });

  defineRoute(app, hooks, 'updateMacAddress', {
    idempotent: true,
    handler: async (input, request) =>
      subscriptions.updateMacAddress(
        clientOf(request),
        input.serviceid,
        input.mac,
        localeOf(request),
      ),
  });

  defineRoute(app, hooks, 'update_parental_code', {
    idempotent: true,
    handler: async (input, request) =>
      subscriptions.updateParentalCode(
        clientOf(request),
        input.serviceid,
        input.code,
        localeOf(request),
      ),
  });

  defineRoute(app, hooks, 'updatePassword', {
    idempotent: true,
    handler: async (input, request) =>
      subscriptions.resetPassword(
        clientOf(request),
        input.serviceid,
        localeOf(request),
      ),
  });
}
