import { getClient, updateClient } from '../db/clients.js';
import { insertCredit } from '../db/credits.js';
import { formatMoney, parseMoney } from '../format.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * AddCredit: adds `amount` to the client's credit balance and answers the new
 * balance, and records it in the credit log (GetCredits) with its
 * `description` and `date` (today when not given).
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
  const now = clock.nowDateTime();
  const date = params.text('date');
  db.transaction(() => {
    updateClient(db, client.id, { credit: newBalance, updated_at: now });
    insertCredit(db, {
      client_id: client.id,
      date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : now.slice(0, 10),
      description: params.text('description'),
      amount,
      relid: 0,
    });
  })();
  return successReply({ newbalance: formatMoney(newBalance) });
}
