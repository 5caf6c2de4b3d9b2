import type { HandOffLinkResponse } from '@members/contract';

import { getClientProfile } from '../../domain/client.js';
import type { RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';

import { loadAddFundsLimits, type FundsDeps } from './funds-shared.js';

/** WHMCS's Add Funds page in its client area. */
const ADD_FUNDS_PATH = 'clientarea.php?action=addfunds';

/**
 * `addFundsLink`: a single-sign-on link to WHMCS's Add Funds page, where the
 * customer chooses the amount and pays; refused while WHMCS does not allow
 * the session client to add funds (switched off, or the maximum balance reached).
 */
export async function createAddFundsLink(
  deps: FundsDeps,
  { identity }: Pick<RouteCall<'addFundsLink'>, 'identity'>,
): Promise<HandOffLinkResponse> {
  const { clientId } = identity;
  const profile = await getClientProfile(deps, clientId);
  const limits = await loadAddFundsLimits(deps, profile.credit);
  if (!limits.canAdd) {
    throw new AppError(
      'ADD_FUNDS_UNAVAILABLE',
      limits.enabled
        ? 'The account credit has reached its maximum balance'
        : 'Adding funds is not available',
    );
  }
  const sso = await deps.whmcs.createSsoToken({
    client_id: clientId,
    destination: 'sso:custom_redirect',
    sso_redirect_path: ADD_FUNDS_PATH,
  });
  return { link: sso.redirect_url };
}
