import type { AuthUser, Currency, Locale, Scope } from '@members/contract';

import { canonicalEmail } from '../lib/email.js';
import { WhmcsError } from '../whmcs/index.js';
import type {
  GetClientsDetailsReply,
  GetCurrenciesReply,
} from '../whmcs/index.js';

import type { DomainContext } from './context.js';
import { localeOfWhmcsLanguage } from './language.js';

/** What the members area needs to know about a WHMCS client. */
export interface ClientProfile {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  status: string;
  groupId: number;
  currencyId: number;
  currencyCode: string;
  isAffiliate: boolean;
  /** The client's account credit balance (`12.34`). */
  credit: string;
  /** Client custom-field values by field id. */
  customFields: Map<number, string>;
  /** Ids of the WHMCS users (logins) that may act for this client. */
  userIds: number[];
  /**
   * The language WHMCS writes to the client in, as our locale (null: none
   * or one we do not offer); our own mails to the client use it first.
   */
  language: Locale | null;
}

function toProfile(reply: GetClientsDetailsReply): ClientProfile {
  const { client, stats } = reply;
  return {
    id: client.id,
    email: client.email,
    firstname: client.firstname,
    lastname: client.lastname,
    status: client.status,
    groupId: client.groupid,
    currencyId: client.currency,
    currencyCode: client.currency_code,
    isAffiliate: stats?.isAffiliate ?? false,
    credit: client.credit,
    language: localeOfWhmcsLanguage(client.language),
    customFields: new Map(client.customfields.map((f) => [f.id, f.value])),
    userIds: [
      ...new Set([
        ...client.users.map((user) => user.id),
        ...(client.owner_user_id > 0 ? [client.owner_user_id] : []),
      ]),
    ],
  };
}

/** Loads a client by id, with the stats that carry the affiliate flag. */
export async function getClientProfile(
  ctx: DomainContext,
  clientId: number,
): Promise<ClientProfile> {
  return toProfile(
    await ctx.whmcs.getClientsDetails({ clientid: clientId, stats: true }),
  );
}

/**
 * Finds the client that uses an address, or null. A closed client counts as
 * none: it cannot sign in.
 */
export async function findClientByEmail(
  ctx: DomainContext,
  email: string,
): Promise<ClientProfile | null> {
  try {
    const profile = toProfile(
      await ctx.whmcs.getClientsDetails({
        email: canonicalEmail(email),
        stats: true,
      }),
    );
    return profile.status.toLowerCase() === 'closed' ? null : profile;
  } catch (error) {
    if (error instanceof WhmcsError && error.isNotFound()) {
      return null;
    }
    throw error;
  }
}

/** Whether the client's group is one of the configured reseller groups. */
export function isResellerProfile(
  profile: Pick<ClientProfile, 'groupId'>,
  resellerGroups: readonly number[],
): boolean {
  return profile.groupId > 0 && resellerGroups.includes(profile.groupId);
}

/** The roles a client's sessions carry beside `customer`. */
export interface RoleFlags {
  affiliate: boolean;
  reseller: boolean;
}

/** The roles WHMCS gives a client now. */
export function roleFlagsOf(
  profile: Pick<ClientProfile, 'isAffiliate' | 'groupId'>,
  resellerGroups: readonly number[],
): RoleFlags {
  return {
    affiliate: profile.isAffiliate,
    reseller: isResellerProfile(profile, resellerGroups),
  };
}

/** The signed-in user as the contract describes it. */
export function toAuthUser(
  profile: Pick<ClientProfile, 'id'>,
  flags: RoleFlags,
): AuthUser {
  const scope: Scope[] = ['customer'];
  if (flags.affiliate) {
    scope.push('affiliate');
  }
  if (flags.reseller) {
    scope.push('reseller');
  }
  return {
    userid: profile.id,
    affiliate: flags.affiliate,
    reseller: flags.reseller,
    scope,
  };
}

const CURRENCY_TTL_MS = 10 * 60 * 1000;

/** WHMCS's currencies (GetCurrencies), cached for every client. */
export function listCurrencies(
  ctx: DomainContext,
): Promise<GetCurrenciesReply['currencies']> {
  return ctx.cache.get(
    'currencies',
    CURRENCY_TTL_MS,
    async () => (await ctx.whmcs.getCurrencies()).currencies,
  );
}

/** The client's currency with its prefix and suffix (GetCurrencies, cached). */
export async function getClientCurrency(
  ctx: DomainContext,
  profile: Pick<ClientProfile, 'currencyId' | 'currencyCode'>,
): Promise<Currency> {
  return pickClientCurrency(await listCurrencies(ctx), profile);
}

/** The client's currency among WHMCS's, by id, then code, then the first. */
export function pickClientCurrency(
  currencies: GetCurrenciesReply['currencies'],
  profile: Pick<ClientProfile, 'currencyId' | 'currencyCode'>,
): Currency {
  const match =
    currencies.find((currency) => currency.id === profile.currencyId) ??
    currencies.find((currency) => currency.code === profile.currencyCode) ??
    currencies[0];
  return match
    ? { code: match.code, prefix: match.prefix, suffix: match.suffix }
    : {
        code: profile.currencyCode,
        prefix: '',
        suffix: ` ${profile.currencyCode}`,
      };
}
