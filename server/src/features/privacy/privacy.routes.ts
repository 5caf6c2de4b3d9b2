import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { exportData } from './export-data.service.js';
import { getPrivacy } from './load-privacy.service.js';
import { requestErasure } from './request-erasure.service.js';
import { setMarketingConsent } from './set-marketing-consent.service.js';

/**
 * The privacy centre ("Your data", docs/privacy.md): the page's state, the
 * marketing consent, the erasure request and the data export. Whose data is
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

  defineRoute(app, 'dataExport', {
    handler: async (call, _request, reply) => {
      const archive = await exportData(deps, call);
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${archive.filename}"`,
        )
        .header('cache-control', 'no-store')
        .send(archive.stream);
    },
  });
});
