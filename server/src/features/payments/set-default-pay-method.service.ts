import type { PayMethodsResponse } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';

import {
  loadPayMethods,
  payMethodNotFound,
  readPayMethods,
  toPayMethodError,
  type PaymentsDeps,
} from './payments.service.js';

/**
 * Makes one of the client's own methods the default (WHMCS charges it
 * first): UpdatePayMethod `set_as_default` as one journal step, read back
 * after a lost answer (is it first now?). Another client's method, or one
 * that is gone, is NOT_FOUND and nothing is sent. Answers the page as WHMCS
 * now has it.
 */
export async function setDefaultPayMethod(
  deps: PaymentsDeps,
  {
    identity,
    input,
    journal,
  }: Pick<RouteCall<'setDefaultPayMethod'>, 'identity' | 'input' | 'journal'>,
): Promise<Omit<PayMethodsResponse, 'error'>> {
  const { clientId } = identity;
  const id = input.paymethodid;
  const methods = await readPayMethods(deps, clientId);
  if (!methods.some((method) => method.id === id)) {
    throw payMethodNotFound();
  }
  await journal.step('default', {
    check: async () =>
      (await readPayMethods(deps, clientId))[0]?.id === id ? true : null,
    write: async () => {
      try {
        await deps.whmcs.updatePayMethod({
          clientid: clientId,
          paymethodid: id,
          set_as_default: true,
        });
      } catch (error) {
        throw toPayMethodError(error);
      }
      return true;
    },
  });
  return loadPayMethods(deps, clientId);
}
