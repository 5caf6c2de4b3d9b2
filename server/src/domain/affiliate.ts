import type { Affiliate, Currency, Reseller } from '@members/contract';

import type { GetAffiliatesReply } from '../whmcs/index.js';

import type { ClientProfile } from './client.js';
import type { DomainContext } from './context.js';
import { toLocalDateTime } from './dates.js';

/** The WHMCS affiliate record of a client (GetAffiliates), or null. */
type WhmcsAffiliate = GetAffiliatesReply['affiliates'][number];

/** The client's affiliate record as WHMCS has it, or null. */
export async function findAffiliate(
  ctx: DomainContext,
  clientId: number,
): Promise<WhmcsAffiliate | null> {
  const reply = await ctx.whmcs.getAffiliates({ userid: clientId });
  return reply.affiliates.find((entry) => entry.clientid === clientId) ?? null;
}

/** An affiliate record as the contract describes it, or null. */
export function presentAffiliate(
  affiliate: WhmcsAffiliate | null,
  currency: Currency,
): Affiliate | null {
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

/** The client's affiliate account as WHMCS reports it, or null. */
export async function getAffiliate(
  ctx: DomainContext,
  clientId: number,
  currency: Currency,
): Promise<Affiliate | null> {
  return presentAffiliate(await findAffiliate(ctx, clientId), currency);
}

/** The activity-log text of a redirect URL change; also how its date is found. */
export const REDIRECT_URL_LOG_PREFIX = 'Reseller redirect URL set to';

/** When the client's redirect URL last changed, from the WHMCS activity log, or null. */
export async function getRedirectUrlChange(
  ctx: DomainContext,
  clientId: number,
): Promise<string | null> {
  // `clientid` is the filter's name since WHMCS 8.5, `userid` before (and
  // still accepted): both are sent, and the entry's owner is checked too.
  const log = await ctx.whmcs.getActivityLog({
    clientid: clientId,
    userid: clientId,
    description: REDIRECT_URL_LOG_PREFIX,
    limitnum: 1,
  });
  const entry = log.activity.find(
    (item) =>
      (item.clientId || item.userid) === clientId &&
      item.description.startsWith(REDIRECT_URL_LOG_PREFIX),
  );
  return entry?.date ?? null;
}

/** The reseller's settings from the client's custom field and the change's date. */
export function presentReseller(
  ctx: DomainContext,
  profile: ClientProfile,
  changedAt: string | null,
): Reseller {
  const value =
    profile.customFields
      .get(ctx.config.customFields.clientRedirectUrlId)
      ?.trim() ?? '';
  return {
    redirect_url: value || null,
    updatedAt: toLocalDateTime(changedAt),
  };
}

/**
 * The reseller's settings: the redirect URL from the client's custom field,
 * and when it last changed, from the WHMCS activity log.
 */
export async function getReseller(
  ctx: DomainContext,
  profile: ClientProfile,
): Promise<Reseller> {
  return presentReseller(
    ctx,
    profile,
    await getRedirectUrlChange(ctx, profile.id),
  );
}
