import { listPromotions } from '../db/promotions.js';
import { formatMoney } from '../format.js';

import { successReply, type ActionContext, type ActionReply } from './types.js';

/**
 * GetPromotions: the promotions with `code` (or `id`), all without either,
 * ordered by code, each row as WHMCS keeps it (every field as text).
 * @see https://developers.whmcs.com/api-reference/getpromotions/
 */
export function getPromotions({ db, params }: ActionContext): ActionReply {
  const rows = listPromotions(db, {
    code: params.text('code') || undefined,
    id: params.int('id'),
  });
  const promotions = rows.map((row) => ({
    id: String(row.id),
    code: row.code,
    type: row.type,
    recurring: String(row.recurring),
    value: formatMoney(Math.round(Number(row.value) * 100)),
    cycles: row.cycles,
    appliesto: row.appliesto,
    requires: row.requires,
    requiresexisting: String(row.requiresexisting),
    startdate: row.startdate,
    expirationdate: row.expirationdate,
    maxuses: String(row.maxuses),
    uses: String(row.uses),
    lifetimepromo: String(row.lifetimepromo),
    applyonce: String(row.applyonce),
    newsignups: String(row.newsignups),
    existingclient: String(row.existingclient),
    onceperclient: String(row.onceperclient),
    recurfor: String(row.recurfor),
    upgrades: String(row.upgrades),
    upgradeconfig: row.upgradeconfig,
    notes: row.notes,
  }));
  return successReply({
    totalresults: promotions.length,
    ...(promotions.length > 0 ? { promotions: { promotion: promotions } } : {}),
  });
}
