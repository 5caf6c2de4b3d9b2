import type { FastifyInstance } from 'fastify';

import type { DomainContext } from '../../domain/context.js';
import { AppError } from '../../lib/app-error.js';
import { safeEqual } from '../../lib/crypto.js';
import { isSameEmail } from '../../lib/email.js';
import { toIpKey } from '../../lib/ip.js';
import { consumeLimits } from '../../lib/limits.js';
import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';
import { HOUR_MS } from '../../lib/time.js';
import type { Stores } from '../../stores/types.js';
import { WhmcsError } from '../../whmcs/index.js';

/**
 * Registers `sendAlert`: a WHMCS entry link announces a visit, and the visit
 * is written to that client's WHMCS activity log. It needs no session, so it
 * is accepted only with the configured WHMCS identifier and a real client.
 */
export function registerAlertRoutes(
  app: FastifyInstance,
  options: {
    ctx: DomainContext;
    hooks: RouteHooks;
    stores: Stores;
    now: () => number;
  },
): void {
  const { ctx } = options;
  defineRoute(app, options.hooks, 'sendAlert', {
    handler: async (input, request) => {
      await consumeLimits(
        options.stores.counters,
        [
          {
            key: `alert:ip:${toIpKey(request.ip)}`,
            max: 20,
            windowMs: HOUR_MS,
          },
          { key: `alert:client:${input.userid}`, max: 10, windowMs: HOUR_MS },
        ],
        options.now(),
      );
      // Constant time: the identifier is half of the WHMCS API credential.
      if (!safeEqual(input.identifier, ctx.config.whmcs.identifier)) {
        throw new AppError('FORBIDDEN', 'Unknown identifier');
      }
      let email: string;
      try {
        email = (await ctx.whmcs.getClientsDetails({ clientid: input.userid }))
          .client.email;
      } catch (error) {
        if (error instanceof WhmcsError && error.isNotFound()) {
          throw new AppError('FORBIDDEN', 'Unknown client');
        }
        throw error;
      }
      if (!isSameEmail(email, input.email)) {
        throw new AppError('FORBIDDEN', 'Unknown client');
      }
      await ctx.whmcs.logActivity({
        clientid: input.userid,
        description: `Members area opened from an e-mail link (IP ${request.ip})`,
      });
      return {};
    },
  });
}
