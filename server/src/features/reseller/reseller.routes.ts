import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { getResellerProduct, updateRedirectUrl } from './reseller.service.js';

/** The reseller area: the redirect URL and the reseller product. */
export const resellerFeature = defineFeature('reseller', (app, deps) => {
  defineRoute(app, 'update_redirect_url', {
    idempotent: true,
    handler: async (call) => updateRedirectUrl(deps, call),
  });

  defineRoute(app, 'resellerProduct', {
    handler: async (call) => getResellerProduct(deps, call),
  });
});
