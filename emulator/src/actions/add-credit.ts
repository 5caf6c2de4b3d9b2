import { getClient, updateClient } from '../db/clients.js';
import { formatMoney, parseMoney } from '../format.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * AddCredit: adds `amount` to the client's credit balance and answers the new
 * balance. `description` (admin notes) is accepted but not kept: nothing reads it.
 * @see https://developers.whmcs.com/api-reference/addcredit/
 */
export function addCredit({ db, params, clock }: ActionContext): ActionReply {
  const client = getClient(db, params.int('clientid') ?? 0);
  if (!client) {
    return errorReply('Client ID Not Found');
  }
  const amount = parseMoney(params.text('amount'));
  if (amount === undefined || amount === 0) {
    return errorReply('No Amount Provided');
  }
  const newBalance = client.credit + amount;
  updateClient(db, client.id, {
    credit: newBalance,
    updated_at: clock.nowDateTime(),
  });
  return successReply({ newbalance: formatMoney(newBalance) });
}
