import { listClientGroups } from '../db/catalog.js';

import { successReply, type ActionContext, type ActionReply } from './types.js';

/**
 * GetClientGroups: every client group; flags are `"on"` or `""`.
 * @see https://developers.whmcs.com/api-reference/getclientgroups/
 */
export function getClientGroups({ db }: ActionContext): ActionReply {
  const groups = listClientGroups(db).map((group) => ({
    id: group.id,
    groupname: group.name,
    groupcolour: group.colour,
    discountpercent: group.discount_percent,
    susptermexempt: group.susp_term_exempt ? 'on' : '',
    separateinvoices: group.separate_invoices ? 'on' : '',
  }));
  return successReply({
    totalresults: groups.length,
    groups: { group: groups },
  });
}
