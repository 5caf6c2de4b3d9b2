import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config.js';
import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';

/** Registers `env`: the public settings of this members area, no secrets. */
export function registerEnvRoutes(
  app: FastifyInstance,
  options: { config: Config; hooks: RouteHooks },
): void {
  const { config } = options;
  defineRoute(app, options.hooks, 'env', {
    handler: async (_input, request) => ({
      providerName: config.providerName,
      streamUrl: config.streams.streamUrl,
      trialStreamUrl: config.streams.trialStreamUrl,
      trialProductIds: [...config.streams.trialProductIds],
      customHostProductId: config.streams.customHostProductId,
      customStreamUrl: config.streams.customStreamUrl,
      epgUrl: config.streams.epgUrl,
      resellerGroups: [...config.resellerGroups],
      affiliateUrls: [...config.affiliate.urls],
      affiliateDepartmentId: config.affiliate.departmentId,
      announcementsVisible: config.announcementsVisible,
      withdrawalMethods: config.affiliate.withdrawalMethods.map((method) => ({
        ...method,
      })),
      uploads: {
        maxFiles: config.uploads.maxFiles,
        maxFileBytes: config.uploads.maxFileBytes,
        allowedTypes: [...config.uploads.allowedTypes],
      },
      clientIp: request.ip,
    }),
  });
}
