import type { PayMethodsResponse } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';

import { loadPayMethods, type PaymentsDeps } from './payments.service.js';

/** `payMethods`: the session's client's stored methods and automatic charging. */
export async function getPayMethods(
  deps: PaymentsDeps,
  { identity }: Pick<RouteCall<'payMethods'>, 'identity'>,
): Promise<Omit<PayMethodsResponse, 'error'>> {
  return loadPayMethods(deps, identity.clientId);
}
