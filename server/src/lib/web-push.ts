import { createRequire } from 'node:module';

import type * as WebPushModule from 'web-push';

const require = createRequire(import.meta.url);

let loaded: typeof WebPushModule | null = null;

/**
 * The web-push library (VAPID keys, RFC 8291 encryption, RFC 8292 headers),
 * loaded the first time a push message or a key pair is made: a process
 * without push settings never needs it. It is CommonJS whose names an ESM
 * import cannot see, so it is required.
 */
export function webPush(): typeof WebPushModule {
  loaded ??= require('web-push') as typeof WebPushModule;
  return loaded;
}
