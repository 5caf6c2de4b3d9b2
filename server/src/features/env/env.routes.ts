import type { FastifyInstance } from 'fastify';

import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';

import { getPublicSettings } from './env.service.js';
import type { EnvDeps } from './env.service.js';

/** Registers `env`: the public settings of this members area. */
export function registerEnvRoutes(
  app: FastifyInstance,
  hooks: RouteHooks,
  deps: EnvDeps,
): void {
  defineRoute(app, hooks, 'env', {
    handler: async (_input, _identity, request) =>
      getPublicSettings(deps, { clientIp: request.ip }),
  });
}
