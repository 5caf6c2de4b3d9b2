import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { addConnection } from './add-connection.service.js';
import { listConnectionOptions } from './connection-options.service.js';

/**
 * One more connection for a line: the connection counts it may move to,
 * priced by WHMCS, and the order of one, taking an Idempotency-Key.
 */
export const connectionsFeature = defineFeature('connections', (app, deps) => {
  defineRoute(app, 'connectionOptions', {
    handler: async (call) => listConnectionOptions(deps, call),
  });

  defineRoute(app, 'addConnection', {
    idempotent: true,
    handler: async (call) => addConnection(deps, call),
  });
});
