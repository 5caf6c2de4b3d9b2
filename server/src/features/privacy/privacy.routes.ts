import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { getPrivacy } from './load-privacy.service.js';
import { requestErasure } from './request-erasure.service.js';
import { setMarketingConsent } from './set-marketing-consent.service.js';

/**
 * The privacy centre ("Your data", docs/privacy.md): the page's state, the
 * marketing consent and the erasure request. Whose data is
 * only ever the session's client's.
 */
export const privacyFeature = defineFeature('privacy', (app, deps) => {
  defineRoute(app, 'privacy', {
    handler: async (call, _request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getPrivacy(deps, call);
    },
  });

  defineRoute(app, 'marketingConsent', {
    idempotent: true,
    handler: async (call) => setMarketingConsent(deps, call),
  });

  defineRoute(app, 'requestErasure', {
    idempotent: true,
    handler: async (call) => requestErasure(deps, call),
  });
});
