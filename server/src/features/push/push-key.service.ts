import type { PushKeyResponse } from '@members/contract';

import type { ServerDeps } from '../../http/feature.js';

/** `pushKey`: the VAPID public key devices subscribe with, or null when push is off. */
export function getPushKey(
  deps: Pick<ServerDeps, 'vapid'>,
): Omit<PushKeyResponse, 'error'> {
  return { publicKey: deps.vapid?.publicKey ?? null };
}
