import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { getDeviceSetup } from './device-setup.service.js';
import { listClientSubscriptions } from './list-subscriptions.service.js';
import { resetLinePassword } from './reset-line-password.service.js';
import { updateMacAddress } from './update-mac-address.service.js';
import { updateParentalCode } from './update-parental-code.service.js';

/**
 * The subscriptions: the lists, a line's device setup, and the MAC, parental
 * code and line password changes, each confirmed by mail in the language of
 * the request.
 */
export const subscriptionsFeature = defineFeature(
  'subscriptions',
  (app, deps) => {
    defineRoute(app, 'subscriptions', {
      handler: async (call) => listClientSubscriptions(deps, call),
    });

    defineRoute(app, 'deviceSetup', {
      handler: async (call) => getDeviceSetup(deps, call),
    });

    defineRoute(app, 'updateMacAddress', {
      idempotent: true,
      handler: async (call) => updateMacAddress(deps, call),
    });

    defineRoute(app, 'update_parental_code', {
      idempotent: true,
      handler: async (call) => updateParentalCode(deps, call),
    });

    defineRoute(app, 'updatePassword', {
      idempotent: true,
      handler: async (call) => resetLinePassword(deps, call),
    });
  },
);
