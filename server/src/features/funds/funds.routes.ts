import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { createAddFundsLink } from './add-funds-link.service.js';
import { getCreditHistory } from './credit-history.service.js';

/**
 * The account credit: its history and what adding funds allows, and the
 * link to WHMCS's Add Funds page. Whose credit is only ever the session's client's.
 */
export const fundsFeature = defineFeature('funds', (app, deps) => {
  defineRoute(app, 'creditHistory', {
    handler: async (call, _request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getCreditHistory(deps, call);
    },
  });

  defineRoute(app, 'addFundsLink', {
    idempotent: true,
    handler: async (call) => createAddFundsLink(deps, call),
  });
});
