import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { markAnnouncementsSeen } from './announcements-seen.service.js';
import { getDashboard } from './dashboard.service.js';

/** The dashboard: `allData`, its one read, and the customer's announcements mark. */
export const dashboardFeature = defineFeature('dashboard', (app, deps) => {
  defineRoute(app, 'allData', {
    // Failed sections are logged with the request they failed for.
    handler: async (call, request) =>
      getDashboard({ ...deps, logger: request.log }, call),
  });

  defineRoute(app, 'markAnnouncementsSeen', {
    idempotent: true,
    // allData reads the mark beside its cached WHMCS reads: nothing to drop.
    invalidatesReads: false,
    handler: async (call) => markAnnouncementsSeen(deps, call),
  });
});
