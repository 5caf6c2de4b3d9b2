import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { ServiceStatusCache } from './service-status-cache.js';

/** WHMCS's network issues for everyone, signed in or not: `serviceStatus`. */
export const serviceStatusFeature = defineFeature(
  'service-status',
  (app, deps) => {
    const cache = new ServiceStatusCache(deps, deps.config.serviceStatusMs);
    defineRoute(app, 'serviceStatus', {
      handler: async () => cache.get(),
    });
  },
);
