import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { getLineStatus } from './line-status.service.js';

/** The line itself, live from the IPTV panel: `lineStatus`. */
export const lineStatusFeature = defineFeature('line-status', (app, deps) => {
  defineRoute(app, 'lineStatus', {
    handler: async (call) => getLineStatus(deps, call),
  });
});
