import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { changeEmail } from './change-email.service.js';
import { confirmEmail } from './confirm-email.service.js';
import { loadProfile } from './load-profile.service.js';
import { resetPassword } from './reset-password.service.js';
import { updateProfile } from './update-profile.service.js';

/**
 * "My details": the customer's WHMCS details, e-mail categories and
 * language, the change of the sign-in e-mail by a code sent to the new
 * address, and WHMCS's own password-reset mail (docs/profile.md).
 */
export const profileFeature = defineFeature('profile', (app, deps) => {
  defineRoute(app, 'profile', {
    handler: async ({ identity }) => loadProfile(deps, identity.clientId),
  });

  defineRoute(app, 'updateProfile', {
    idempotent: true,
    handler: async (call) => updateProfile(deps, call),
  });

  defineRoute(app, 'changeEmail', {
    idempotent: true,
    handler: async (call) => changeEmail(deps, call),
  });

  defineRoute(app, 'confirmEmail', {
    idempotent: true,
    handler: async (call) => confirmEmail(deps, call),
  });

  defineRoute(app, 'resetPassword', {
    idempotent: true,
    handler: async (call) => resetPassword(deps, call),
  });
});
