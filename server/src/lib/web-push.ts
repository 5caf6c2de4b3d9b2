import { createRequire } from 'node:module';

import type * as WebPushModule from 'web-push';

const require = createRequire(import.meta.url);

/**
 * The web-push library (VAPID keys, RFC 8291 encryption, RFC 8292 headers).
 * It is CommonJS whose names an ESM import cannot see, so it is required.
 */
export const webPush = require('web-push') as typeof WebPushModule;
