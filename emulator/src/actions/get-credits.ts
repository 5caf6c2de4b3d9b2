import { getClient } from '../db/clients.js';
import { listClientCredits } from '../db/credits.js';
import { formatMoney } from '../format.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * GetCredits: the credit log of one client (`tblcredit`), every entry in the
 * order it was recorded, as `credits.credit[]` of `id`, `date`,
 * `description`, `amount` (negative when the credit was used) and `relid`,
 * with `totalresults` and `clientid`. No paging. An unknown or missing client
 * answers `Client ID Not Found` (the page's error).
 * @see https://developers.whmcs.com/api-reference/getcredits/
 */
export function getCredits({ db, params }: ActionContext): ActionReply {
  const clientId = params.int('clientid') ?? 0;
  const client = clientId > 0 ? getClient(db, clientId) : undefined;
  if (!client) {
    return errorReply('Client ID Not Found');
  }
  const rows = listClientCredits(db, clientId);
  return successReply({
    totalresults: rows.length,
    clientid: clientId,
    credits: {
      credit: rows.map((row) => ({
        id: row.id,
        date: row.date,
        description: row.description,
        amount: formatMoney(row.amount),
        relid: row.relid,
      })),
    },
  });
}
