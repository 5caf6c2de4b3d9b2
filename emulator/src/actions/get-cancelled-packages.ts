import { listCancelRequests } from '../db/cancel-requests.js';

import {
  getPage,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * GetCancelledPackages: a page of cancellation requests (`limitstart`,
 * `limitnum` default 25), oldest first, as `packages.package[]`; counts and
 * every field are strings, as in the sample.
 * @see https://developers.whmcs.com/api-reference/getcancelledpackages/
 */
export function getCancelledPackages(context: ActionContext): ActionReply {
  const page = getPage(context);
  const { total, rows } = listCancelRequests(context.db, page);
  return successReply({
    totalresults: String(total),
    startnumber: String(page.start),
    numreturned: String(rows.length),
    packages: {
      package: rows.map((row) => ({
        id: String(row.id),
        date: row.date,
        relid: String(row.relid),
        reason: row.reason,
        type: row.type,
        created_at: row.created_at,
        updated_at: row.updated_at,
      })),
    },
  });
}
