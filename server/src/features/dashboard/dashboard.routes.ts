import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { getDashboard } from './dashboard.service.js';

/** The dashboard: `allData`, its one read. */
export const dashboardFeature = defineFeature('dashboard', (app, deps) => {
  defineRoute(app, 'allData', {
    // Failed sections are logged with the request they failed for.
    handler: async (call, request) =>
      getDashboard({ ...deps, logger: request.log }, call),
  });
});
