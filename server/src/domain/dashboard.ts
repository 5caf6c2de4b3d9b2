import type {
  AllDataResponse,
  AllDataSection,
  Currency,
  ErrorCode,
} from '@members/contract';

import { AppError } from '../lib/app-error.js';
import { WhmcsClientError } from '../whmcs/index.js';

import {
  findAffiliate,
  getRedirectUrlChange,
  presentAffiliate,
  presentReseller,
} from './affiliate.js';
import { listAnnouncements } from './announcements.js';
import type { CancellationsByService } from './cancellations.js';
import {
  getClientProfile,
  isResellerProfile,
  listCurrencies,
  pickClientCurrency,
} from './client.js';
import type { ClientProfile } from './client.js';
import type { DomainContext } from './context.js';
import { listInvoices } from './invoices.js';
import { listExpiringPayMethods } from './pay-methods.js';
import { listClientServices, presentSubscriptions } from './subscriptions.js';
import { listTickets } from './tickets.js';

/** The error code a failed section is reported with. */
export function toSectionError(error: unknown): ErrorCode {
  if (error instanceof WhmcsClientError) {
    return error.kind;
  }
  if (error instanceof AppError) {
    return error.code;
  }
  return 'INTERNAL';
}

/** The answer of `allData`, plus the flags read on the way for the session. */
export interface DashboardData {
  data: AllDataResponse;
  /** null when the client's details could not be loaded. */
  profile: ClientProfile | null;
  failures: { section: AllDataSection; error: unknown }[];
}

/** What the session already knows of the client's roles, to ask for their data at once. */
export interface RoleHints {
  affiliate: boolean;
  reseller: boolean;
}

/**
 * The affiliate and reseller sections: their data asked for at once when the
 * session's flags name the role, shown only when the client's details have it.
 */
function loadRoleSections(
  ctx: DomainContext,
  clientId: number,
  hints: RoleHints,
  profile: Promise<ClientProfile>,
  currency: Promise<Currency>,
) {
  const earlyAffiliate = hints.affiliate ? findAffiliate(ctx, clientId) : null;
  const earlyActivity = hints.reseller
    ? getRedirectUrlChange(ctx, clientId)
    : null;
  // Asked for early, used only if the details confirm the role: never unhandled.
  void earlyAffiliate?.catch(() => undefined);
  void earlyActivity?.catch(() => undefined);
  return {
    affiliateData: profile.then(async (p) =>
      p.isAffiliate
        ? presentAffiliate(
            await (earlyAffiliate ?? findAffiliate(ctx, clientId)),
            await currency,
          )
        : null,
    ),
    resellerData: profile.then(async (p) =>
      isResellerProfile(p, ctx.config.resellerGroups)
        ? presentReseller(
            ctx,
            p,
            await (earlyActivity ?? getRedirectUrlChange(ctx, clientId)),
          )
        : null,
    ),
  };
}

/**
 * Loads every dashboard section in parallel, so a cold answer costs one
 * WHMCS round trip (the slowest call) rather than a chain of them: the
 * services, currencies and role data are asked for together with the
 * client's details, and joined when all are in. The session's role flags say
 * which role data to ask for up front; the details decide what is shown (a
 * role WHMCS gave since sign-in costs one more call, a role taken away shows
 * nothing). A failed section is left empty (or null) and named in `errors`.
 * The subscriptions carry the cancellations recorded in our own store and,
 * given the billing system's `today`, their withdrawal period, and the
 * client's cards that have expired or expire soon (left out when unread).
 */
export async function loadDashboard(
  ctx: DomainContext,
  clientId: number,
  hints: RoleHints = { affiliate: false, reseller: false },
  cancellations: Promise<CancellationsByService> = Promise.resolve(new Map()),
  today: string | null = null,
): Promise<DashboardData> {
  const profile = getClientProfile(ctx, clientId);
  const currencies = listCurrencies(ctx);
  const currency = Promise.all([profile, currencies]).then(([p, list]) =>
    pickClientCurrency(list, p),
  );
  const services = listClientServices(ctx, clientId);
  const roles = loadRoleSections(ctx, clientId, hints, profile, currency);
  const sections = {
    subscriptionsData: Promise.all([services, currency, cancellations]).then(
      ([list, c, cancelled]) =>
        presentSubscriptions(ctx, list, c, cancelled, today),
    ),
    invoicesData: listInvoices(ctx, clientId, null),
    ticketsData: listTickets(ctx, clientId),
    announcementsData: ctx.config.announcementsVisible
      ? listAnnouncements(ctx)
      : Promise.resolve(null),
    ...roles,
  };
  const expiring = today
    ? listExpiringPayMethods(ctx, clientId, today)
    : Promise.resolve(undefined);
  const [settled, profileResult, credit, expiringPayMethods] =
    await Promise.all([
      Promise.allSettled(Object.values(sections)),
      profile.then(
        (value) => value,
        () => null,
      ),
      Promise.all([profile, currency]).then(
        ([p, c]) => ({ amount: p.credit, currency: c }),
        () => null,
      ),
      expiring,
    ]);
  const names = Object.keys(sections) as AllDataSection[];
  const errors: AllDataResponse['errors'] = {};
  const failures: DashboardData['failures'] = [];
  const value = <T>(index: number, empty: T): T => {
    const result = settled[index];
    if (result?.status === 'fulfilled') {
      return result.value as T;
    }
    const section = names[index] as AllDataSection;
    errors[section] = toSectionError(result?.reason);
    failures.push({ section, error: result?.reason });
    return empty;
  };
  const data: AllDataResponse = {
    subscriptionsData: value(0, { activeSubs: [], unactiveSubs: [] }),
    invoicesData: value(1, []),
    ticketsData: value(2, []),
    announcementsData: value(3, null),
    affiliateData: value(4, null),
    resellerData: value(5, null),
    errors,
    credit,
    ...(expiringPayMethods ? { expiringPayMethods } : {}),
  };
  return { data, profile: profileResult, failures };
}
