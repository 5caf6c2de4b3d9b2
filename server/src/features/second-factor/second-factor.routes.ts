import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { disableTotp, renewRecoveryCodes } from './totp-disable.service.js';
import { enableTotp, setUpTotp } from './totp-setup.service.js';

/** The authenticator app (TOTP) and its recovery codes: set up, on, off, renewed. */
export const secondFactorFeature = defineFeature(
  'second-factor',
  (app, deps) => {
    defineRoute(app, 'totpSetup', {
      idempotent: true,
      handler: async (call) => setUpTotp(deps, call),
    });

    defineRoute(app, 'totpEnable', {
      idempotent: true,
      handler: async (call) => enableTotp(deps, call),
    });

    defineRoute(app, 'totpDisable', {
      idempotent: true,
      handler: async (call) => disableTotp(deps, call),
    });

    defineRoute(app, 'renewRecoveryCodes', {
      idempotent: true,
      handler: async (call) => renewRecoveryCodes(deps, call),
    });
  },
);
