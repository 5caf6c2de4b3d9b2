import type { FastifyInstance } from 'fastify';

import { defineRoute } from '../../http/define-route.js';
import type { RouteHooks } from '../../http/define-route.js';

import { sendAlert } from './alerts.service.js';
import type { AlertDeps } from './alerts.service.js';

/** Registers `sendAlert`: a WHMCS entry link announces a visit. */
export function registerAlertRoutes(
  app: FastifyInstance,
  hooks: RouteHooks,
  deps: AlertDeps,
): void {
  defineRoute(app, hooks, 'sendAlert', {
    handler: async (input, _identity, request) =>
      sendAlert(deps, { ...input, ip: request.ip }),
  });
}
