import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { getEnv } from './env.service.js';

/** The public settings of this members area: `env`. */
export const envFeature = defineFeature('env', (app, deps) => {
  defineRoute(app, 'env', {
    handler: async (call) => getEnv(deps, call),
  });
});
