import type { FastifyInstance } from 'fastify';

import { defineRoute } from '../../http/define-route.js';
import type { RouteHooks } from '../../http/define-route.js';

import { getDashboard } from './dashboard.service.js';
import type { DashboardDeps } from './dashboard.service.js';

/** Registers `allData`, the dashboard's one read. */
export function registerDashboardRoutes(
  app: FastifyInstance,
  hooks: RouteHooks,
  deps: Omit<DashboardDeps, 'logger'>,
): void {
  defineRoute(app, hooks, 'allData', {
    // Failed sections are logged with the request they failed for.
    handler: async (_input, identity, request) =>
      getDashboard({ ...deps, logger: request.log }, identity),
  });
}
