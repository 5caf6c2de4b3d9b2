import type { SignInHistoryResponse } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';

/** What the sign-in history needs. */
export type SignInHistoryDeps = Pick<ServerDeps, 'stores'>;

/**
 * The customer's last sign-ins, newest first (ASVS 6.3.5): when, how, the
 * browser and system, the masked address and whether it was a new device.
 * Only ever the session's client's.
 */
export async function listSignInHistory(
  deps: SignInHistoryDeps,
  { identity }: Pick<RouteCall<'signInHistory'>, 'identity'>,
): Promise<Omit<SignInHistoryResponse, 'error'>> {
  const entries = await deps.stores.signInHistory.list(identity.clientId);
  return {
    signIns: entries.map((entry) => ({
      at: new Date(entry.at).toISOString(),
      method: entry.method,
      secondFactor: entry.secondFactor,
      browser: entry.browser,
      os: entry.os,
      ip: entry.ip,
      newDevice: entry.newDevice,
    })),
  };
}
