import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { listWithdrawals } from './affiliate.service.js';
import { requestWithdrawal } from './request-withdrawal.service.js';

/** The affiliate withdrawals: the list and a new request. */
export const affiliateFeature = defineFeature('affiliate', (app, deps) => {
  defineRoute(app, 'withdrawals', {
    handler: async (call) => listWithdrawals(deps, call),
  });

  defineRoute(app, 'withdrawal', {
    idempotent: true,
    handler: async (call) => requestWithdrawal(deps, call),
  });
});
