import type { Affiliate, Currency, Reseller } from '@members/contract';

import type { ClientProfile } from './client.js';
import type { DomainContext } from './context.js';
import { toLocalDateTime } from './dates.js';

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

/** The activity-log text of a redirect URL change; also how its date is found. */
export const REDIRECT_URL_LOG_PREFIX = 'Reseller redirect URL set to';

/**
 * The reseller's settings: the redirect URL from the client's custom field,
 * and when it last changed, from the WHMCS activity log.
 */
export async function getReseller(
  ctx: DomainContext,
  profile: ClientProfile,
): Promise<Reseller> {
  const value =
    profile.customFields
      .get(ctx.config.customFields.clientRedirectUrlId)
      ?.trim() ?? '';
  const log = await ctx.whmcs.getActivityLog({
    clientid: profile.id,
    description: REDIRECT_URL_LOG_PREFIX,
    limitnum: 1,
  });
  const entry = log.activity.find((item) =>
    item.description.startsWith(REDIRECT_URL_LOG_PREFIX),
  );
  return {
    redirect_url: value || null,
    updatedAt: toLocalDateTime(entry?.date ?? null),
  };
}
