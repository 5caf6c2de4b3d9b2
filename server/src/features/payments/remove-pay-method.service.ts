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
 * Removes one of the client's own methods (the page asked to confirm):
 * DeletePayMethod as one journal step, read back after a lost answer (is it
 * gone?), so it is never sent twice. Another client's method, or one that is
 * gone, is NOT_FOUND and nothing is sent; a retry of a removal that went
 * through answers the list without it. The next method becomes the default.
 */
export async function removePayMethod(
  deps: PaymentsDeps,
  {
    identity,
    input,
    journal,
  }: Pick<RouteCall<'removePayMethod'>, 'identity' | 'input' | 'journal'>,
): Promise<Omit<PayMethodsResponse, 'error'>> {
  const { clientId } = identity;
  const id = input.paymethodid;
  const isListed = async (): Promise<boolean> =>
    (await readPayMethods(deps, clientId)).some((method) => method.id === id);
  if (!journal.isResuming && !(await isListed())) {
    throw payMethodNotFound();
  }
  await journal.step('remove', {
    check: async () => ((await isListed()) ? null : true),
    write: async () => {
      try {
        await deps.whmcs.deletePayMethod({
          clientid: clientId,
          paymethodid: id,
          failonremotefailure: true,
        });
      } catch (error) {
        throw toPayMethodError(error);
      }
      return true;
    },
  });
  return loadPayMethods(deps, clientId);
}
