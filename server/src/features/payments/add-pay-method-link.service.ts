import type { HandOffLinkResponse } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';

import type { PaymentsDeps } from './payments.service.js';

/**
 * Where WHMCS 8's client area adds a payment method: its gateway's own form
 * takes the card, so the members area never sees a card number.
 */
export const ADD_PAY_METHOD_PATH = 'index.php?rp=/account/paymentmethods/add';

/**
 * `addPayMethodLink`: a single sign-on link (valid 60 s) that opens WHMCS's
 * "Add Payment Method" page as the session's client. CreateSsoToken names no
 * destination for it, so it is a custom redirect, as payAll's.
 */
export async function createAddPayMethodLink(
  deps: PaymentsDeps,
  { identity }: Pick<RouteCall<'addPayMethodLink'>, 'identity'>,
): Promise<HandOffLinkResponse> {
  const sso = await deps.whmcs.createSsoToken({
    client_id: identity.clientId,
    destination: 'sso:custom_redirect',
    sso_redirect_path: ADD_PAY_METHOD_PATH,
  });
  return { link: sso.redirect_url };
}
