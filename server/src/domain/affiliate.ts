import type { Affiliate, Currency, Reseller } from '@members/contract';

import type { ClientProfile } from './client.js';
import type { DomainContext } from './context.js';

/** The client's affiliate account as WHMCS reports it, or null. */
export async function getAffiliate(
  ctx: DomainContext,
  clientId: number,
  currency: Currency,
): Promise<Affiliate | null> {
  const reply = await ctx.whmcs.getAffiliates({ userid: clientId });
  const affiliate = reply.affiliates.find(
    (entry) => entry.clientid === clientId,
  );
  if (!affiliate) {
    return null;
  }
  return {
    id: affiliate.id,
    since: affiliate.date,
    visitors: affiliate.visitors,
    balance: affiliate.balance,
    withdrawn: affiliate.withdrawn,
    commissionType: affiliate.paytype,
    commissionAmount: affiliate.payamount,
    onetime: affiliate.onetime,
    currency,
  };
}

/** The reseller's settings, read from the client's custom field. */
export function getReseller(
  profile: ClientProfile,
  redirectUrlFieldId: number,
): Reseller {
  const value = profile.customFields.get(redirectUrlFieldId)?.trim() ?? '';
  return { redirect_url: value || null };
}
