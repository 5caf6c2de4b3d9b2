import { listGateways } from '../db/catalog.js';

import { successReply, type ActionContext, type ActionReply } from './types.js';

/**
 * GetPaymentMethods: the active payment gateways (system name and display name).
 * @see https://developers.whmcs.com/api-reference/getpaymentmethods/
 */
export function getPaymentMethods({ db }: ActionContext): ActionReply {
  const methods = listGateways(db).map((gateway) => ({
    module: gateway.module,
    displayname: gateway.display_name,
  }));
  return successReply({
    totalresults: methods.length,
    paymentmethods: { paymentmethod: methods },
  });
}
