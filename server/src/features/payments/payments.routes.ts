import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { createAddPayMethodLink } from './add-pay-method-link.service.js';
import { getPayMethods } from './list-pay-methods.service.js';
import { removePayMethod } from './remove-pay-method.service.js';
import { setAutoPay } from './set-auto-pay.service.js';
import { setDefaultPayMethod } from './set-default-pay-method.service.js';

/**
 * The Payment page: the client's stored payment methods (default first),
 * the default, removal, the hand-off to WHMCS to add one, and automatic
 * charging. Whose methods is only ever the session's client's; writes drop
 * the client's cached reads (the dashboard's expiring cards).
 */
export const paymentsFeature = defineFeature('payments', (app, deps) => {
  defineRoute(app, 'payMethods', {
    handler: async (call, _request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getPayMethods(deps, call);
    },
  });

  defineRoute(app, 'setDefaultPayMethod', {
    idempotent: true,
    handler: async (call) => setDefaultPayMethod(deps, call),
  });

  defineRoute(app, 'removePayMethod', {
    idempotent: true,
    handler: async (call) => removePayMethod(deps, call),
  });

  defineRoute(app, 'addPayMethodLink', {
    handler: async (call) => createAddPayMethodLink(deps, call),
  });

  defineRoute(app, 'autoPay', {
    idempotent: true,
    handler: async (call) => setAutoPay(deps, call),
  });
});
