import type { PayMethodsResponse } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';

import { loadPayMethods, type PaymentsDeps } from './payments.service.js';

/**
 * Switches automatic charging on or off: WHMCS's `disableautocc` (the
 * opposite of `enabled`), written with UpdateClient alone as one journal
 * step, read back after a lost answer. Answers the page as WHMCS now has it.
 */
export async function setAutoPay(
  deps: PaymentsDeps,
  {
    identity,
    input,
    journal,
  }: Pick<RouteCall<'autoPay'>, 'identity' | 'input' | 'journal'>,
): Promise<Omit<PayMethodsResponse, 'error'>> {
  const { clientId } = identity;
  const disable = !input.enabled;
  await journal.step('auto-pay', {
    check: async () => {
      const { client } = await deps.whmcs.getClientsDetails({
        clientid: clientId,
      });
      return client.disableautocc === disable ? true : null;
    },
    write: async () => {
      await deps.whmcs.updateClient({
        clientid: clientId,
        disableautocc: disable ? 1 : 0,
      });
      return true;
    },
  });
  return loadPayMethods(deps, clientId);
}
