import type { FastifyInstance } from 'fastify';

import { getPublicSettings } from '../../domain/public-settings.js';
import type { PublicSettingsDeps } from '../../domain/public-settings.js';
import { defineRoute } from '../../http/define-route.js';
import type { RouteHooks } from '../../http/define-route.js';

/** Registers `env`: the public settings of this members area. */
export function registerEnvRoutes(
  app: FastifyInstance,
  hooks: RouteHooks,
  deps: PublicSettingsDeps,
): void {
  defineRoute(app, hooks, 'env', {
    handler: async (_input, _identity, request) =>
      getPublicSettings(deps, { clientIp: request.ip }),
  });
}
