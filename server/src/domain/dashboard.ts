import type {
  AllDataResponse,
  AllDataSection,
  ErrorCode,
} from '@members/contract';

import { AppError } from '../lib/app-error.js';
import { WhmcsClientError } from '../whmcs/index.js';

import { getAffiliate, getReseller } from './affiliate.js';
import { listAnnouncements } from './announcements.js';
import {
  getClientCurrency,
  getClientProfile,
  isResellerProfile,
} from './client.js';
import type { ClientProfile } from './client.js';
import type { DomainContext } from './context.js';
import { listInvoices } from './invoices.js';
import { listSubscriptions } from './subscriptions.js';
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

/**
 * Loads every dashboard section in parallel, so the answer costs the slowest
 * WHMCS call rather than their sum. A failed section is left empty (or null)
 * and named in `errors`; the others still arrive.
 */
export async function loadDashboard(
  ctx: DomainContext,
  clientId: number,
): Promise<DashboardData> {
  const profile = getClientProfile(ctx, clientId);
  const currency = profile.then((p) => getClientCurrency(ctx, p));
  const sections = {
    subscriptionsData: currency.then((c) =>
      listSubscriptions(ctx, clientId, c),
    ),
    invoicesData: listInvoices(ctx, clientId, null),
    ticketsData: listTickets(ctx, clientId),
    announcementsData: ctx.config.announcementsVisible
      ? listAnnouncements(ctx)
      : Promise.resolve(null),
    affiliateData: profile.then(async (p) =>
      p.isAffiliate ? getAffiliate(ctx, clientId, await currency) : null,
    ),
    resellerData: profile.then((p) =>
      isResellerProfile(p, ctx.config.resellerGroups)
        ? getReseller(ctx, p)
        : null,
    ),
  };
  const [settled, profileResult] = await Promise.all([
    Promise.allSettled(Object.values(sections)),
    profile.then(
      (value) => value,
      () => null,
    ),
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
  };
  return { data, profile: profileResult, failures };
}
