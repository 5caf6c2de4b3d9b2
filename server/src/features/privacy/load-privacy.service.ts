import type { PrivacyResponse } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';

import { countExportsLeft, loadOpenErasure } from './privacy.service.js';
import type { PrivacyDeps } from './privacy.service.js';

/**
 * What the "Your data" page shows: the marketing consent as WHMCS has it,
 * the exports left today and the erasure request while its ticket is open.
 */
export async function loadPrivacy(
  deps: PrivacyDeps,
  clientId: number,
): Promise<Omit<PrivacyResponse, 'error'>> {
  const [details, exportsLeft, erasureRequest] = await Promise.all([
    deps.whmcs.getClientsDetails({ clientid: clientId }),
    countExportsLeft(deps, clientId),
    loadOpenErasure(deps, clientId),
  ]);
  return {
    marketingOptIn: details.client.marketing_emails_opt_in,
    exportsLeft,
    erasureRequest,
  };
}

/** `privacy`: the page's state for the session's client. */
export async function getPrivacy(
  deps: PrivacyDeps,
  { identity }: Pick<RouteCall<'privacy'>, 'identity'>,
): Promise<Omit<PrivacyResponse, 'error'>> {
  return loadPrivacy(deps, identity.clientId);
}
