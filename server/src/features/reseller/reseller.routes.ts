import type { FastifyInstance } from 'fastify';

import {
  getReseller,
  REDIRECT_URL_LOG_PREFIX,
} from '../../domain/affiliate.js';
import { getClientProfile, isResellerProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import { AppError } from '../../lib/app-error.js';
import { consumeLimits } from '../../lib/limits.js';
import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';
import { DAY_MS } from '../../lib/time.js';
import { sessionOf } from '../../plugins/session.js';
import type { Stores } from '../../stores/types.js';
import { encodeCustomFields } from '../../whmcs/index.js';

const CHANGES_PER_DAY = 20;

/** Registers the reseller routes: the redirect URL and the reseller product. */
export function registerResellerRoutes(
  app: FastifyInstance,
  options: {
    ctx: DomainContext;
    hooks: RouteHooks;
    stores: Stores;
    now: () => number;
  },
): void {
  const { ctx, stores, now } = options;

  defineRoute(app, options.hooks, 'update_redirect_url', {
    idempotent: true,
    handler: async (input, request) => {
      const clientId = sessionOf(request).record.clientId;
      const profile = await getClientProfile(ctx, clientId);
      if (!isResellerProfile(profile, ctx.config.resellerGroups)) {
        throw new AppError('FORBIDDEN', 'Only resellers have a redirect URL');
      }
      await consumeLimits(
        stores.counters,
        [
          {
            key: `reseller:url:${clientId}`,
            max: CHANGES_PER_DAY,
            windowMs: DAY_MS,
          },
        ],
        now(),
      );
      const fieldId = ctx.config.customFields.clientRedirectUrlId;
      // The client's other custom fields are sent unchanged, so none is lost.
      await ctx.whmcs.updateClient({
        clientid: clientId,
        customfields: encodeCustomFields({
          ...Object.fromEntries(profile.customFields),
          [fieldId]: input.redirect_url,
        }),
      });
      await ctx.whmcs.logActivity({
        clientid: clientId,
        description: `${REDIRECT_URL_LOG_PREFIX} ${input.redirect_url}`,
      });
      return {
        reseller: await getReseller(ctx, await getClientProfile(ctx, clientId)),
      };
    },
  });

  defineRoute(app, options.hooks, 'resellerProduct', {
    handler: async (input, request) => {
      const clientId = sessionOf(request).record.clientId;
      const reply = await ctx.whmcs.getClientsProducts({
        clientid: clientId,
        serviceid: input.serviceid,
      });
      const service = reply.products.find(
        (product) =>
          product.id === input.serviceid && product.clientid === clientId,
      );
      if (!service) {
        throw new AppError('NOT_FOUND', 'No such service');
      }
      return {
        serviceid: service.id,
        status: service.status,
        name: service.translated_name || service.name,
      };
    },
  });
}
