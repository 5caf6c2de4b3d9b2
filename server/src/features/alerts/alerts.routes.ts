import type { FastifyInstance } from 'fastify';

import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';

import { recordAlertVisit } from './alerts.service.js';
import type { AlertDeps } from './alerts.service.js';

/** Registers `sendAlert`: a WHMCS entry link announces a visit. */
export function registerAlertRoutes(
  app: FastifyInstance,
  hooks: RouteHooks,
  deps: AlertDeps,
): void {
  defineRoute(app, hooks, 'sendAlert', {
    handler: async (input, _identity, request) => {
      await recordAlertVisit(deps, { ...input, ip: request.ip });
      return {};
    },
  });
}
