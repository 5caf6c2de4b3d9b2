import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { listCatalogue } from './catalogue.service.js';
import { changePlan } from './change-plan.service.js';
import { placeOrder } from './place-order.service.js';
import { listPlanOptions } from './plan-options.service.js';

/**
 * Plan changes of a line and orders of new lines: the options and the
 * catalogue priced by WHMCS, and the two changes, each taking an
 * Idempotency-Key.
 */
export const plansFeature = defineFeature('plans', (app, deps) => {
  defineRoute(app, 'planOptions', {
    handler: async (call) => listPlanOptions(deps, call),
  });

  defineRoute(app, 'changePlan', {
    idempotent: true,
    handler: async (call) => changePlan(deps, call),
  });

  defineRoute(app, 'catalogue', {
    handler: async (call) => listCatalogue(deps, call),
  });

  defineRoute(app, 'order', {
    idempotent: true,
    handler: async (call) => placeOrder(deps, call),
  });
});
