import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { removePasskey, renamePasskey } from './passkey-manage.service.js';
import {
  passkeyRegisterOptions,
  registerPasskey,
} from './passkey-register.service.js';
import { getSecurity } from './security.service.js';
import { stepUp } from './step-up.service.js';

/**
 * The "Sign-in and security" page's calls: the customer's factors, adding,
 * renaming and removing passkeys, and confirming a factor again (step-up).
 * Every change answers the new state.
 */
export const securityFeature = defineFeature('security', (app, deps) => {
  defineRoute(app, 'security', {
    handler: async (call, _request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getSecurity(deps, call);
    },
  });

  defineRoute(app, 'passkeyRegisterOptions', {
    handler: async (call) => passkeyRegisterOptions(deps, call),
  });

  defineRoute(app, 'passkeyRegister', {
    idempotent: true,
    handler: async (call) => registerPasskey(deps, call),
  });

  defineRoute(app, 'renamePasskey', {
    idempotent: true,
    handler: async (call) => renamePasskey(deps, call),
  });

  defineRoute(app, 'removePasskey', {
    idempotent: true,
    handler: async (call) => removePasskey(deps, call),
  });

  defineRoute(app, 'stepUp', {
    idempotent: true,
    handler: async (call) => stepUp(deps, call),
  });
});
