import { listAffiliates, type AffiliateFilters } from '../db/affiliates.js';
import { formatMoney, parseMoney } from '../format.js';

import {
  getPage,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * GetAffiliates: a page of affiliate accounts, filtered by `userid` (the client id)
 * and the other exact-match fields; money as two-decimal strings.
 * @see https://developers.whmcs.com/api-reference/getaffiliates/
 */
export function getAffiliates(context: ActionContext): ActionReply {
  const { db, params } = context;
  const page = getPage(context);
  const filters: AffiliateFilters = {};
  const intFilter = (name: string): number | undefined =>
    params.has(name) && params.text(name) !== '' ? params.int(name) : undefined;
  const moneyFilter = (name: string): number | undefined =>
    params.text(name) !== '' ? parseMoney(params.text(name)) : undefined;
  filters.clientid = intFilter('userid');
  filters.visitors = intFilter('visitors');
  filters.onetime = intFilter('onetime');
  filters.payamount = moneyFilter('payamount');
  filters.balance = moneyFilter('balance');
  filters.withdrawn = moneyFilter('withdrawn');
  if (params.text('paytype') !== '') {
    filters.paytype = params.text('paytype');
  }
  const { total, rows } = listAffiliates(db, filters, page);
  return successReply({
    totalresults: String(total),
    startnumber: String(page.start),
    numreturned: String(rows.length),
    affiliates: {
      affiliate: rows.map((row) => ({
        id: String(row.id),
        date: row.date,
        clientid: String(row.clientid),
        visitors: String(row.visitors),
        paytype: row.paytype,
        payamount: formatMoney(row.payamount),
        onetime: String(row.onetime),
        balance: formatMoney(row.balance),
        withdrawn: formatMoney(row.withdrawn),
        created_at: row.created_at,
        updated_at: row.updated_at,
      })),
    },
  });
}
