import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { sendAlert } from './alerts.service.js';

/** `sendAlert`: a WHMCS entry link announces a visit. */
export const alertsFeature = defineFeature('alerts', (app, deps) => {
  defineRoute(app, 'sendAlert', {
    handler: async (call) => sendAlert(deps, call),
  });
});
