import { billingDay } from '@members/contract';
import type { AllDataResponse } from '@members/contract';

import { loadClientCancellations } from '../../domain/cancellations.js';
import { roleFlagsOf, toAuthUser } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import { loadDashboard } from '../../domain/dashboard.js';
import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { refreshRoleFlags } from '../../sessions/session-manager.js';
import { readCacheOwner } from '../../stores/read-cache.js';

import { readAnnouncementsSeen } from './announcements-seen.service.js';

/** What the dashboard use case needs. */
export type DashboardDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'sessions' | 'readCache' | 'stores' | 'now'
> & { logger: { warn(data: object, message: string): void } };

/** The dashboard as it is kept in the read cache. */
interface CachedDashboard {
  data: AllDataResponse;
  profile:
    | (Omit<ClientProfile, 'customFields'> & {
        customFields: [number, string][];
      })
    | null;
}

/**
 * Everything the dashboard shows, from the read cache when it is fresh.
 * The session's role flags follow what WHMCS says now, and the answer
 * carries them (`user`), so the app's header and guards follow them too.
 * The customer's announcements mark is ours, not WHMCS's: it is read beside
 * the cache on every call, so marking drops no cached WHMCS read and a
 * cached dashboard never answers an old mark.
 */
export async function getDashboard(
  deps: DashboardDeps,
  { identity }: Pick<RouteCall<'allData'>, 'identity'>,
): Promise<AllDataResponse> {
  const { clientId } = identity;
  const seen = readAnnouncementsSeen(deps, clientId);
  const cached = await deps.readCache.get(
    readCacheOwner(clientId),
    async () => {
      const result = await loadDashboard(
        deps,
        clientId,
        {
          affiliate: identity.session.affiliate,
          reseller: identity.session.reseller,
        },
        loadClientCancellations(deps.stores.cancellations, clientId),
        billingDay(deps.now(), deps.config.billingTimeZone),
      );
      for (const failure of result.failures) {
        deps.logger.warn(
          { err: failure.error, section: failure.section },
          'dashboard section failed',
        );
      }
      const value: CachedDashboard = {
        data: result.data,
        profile: result.profile
          ? {
              ...result.profile,
              customFields: [...result.profile.customFields],
            }
          : null,
      };
      // A dashboard with a failed section is never kept: the next read retries.
      return {
        value: JSON.stringify(value),
        isCacheable: result.failures.length === 0,
      };
    },
  );
  const { data, profile } = JSON.parse(cached) as CachedDashboard;
  // Without the profile (its WHMCS call failed) the session's flags stand.
  const flags = profile
    ? roleFlagsOf(profile, deps.config.resellerGroups)
    : {
        affiliate: identity.session.affiliate,
        reseller: identity.session.reseller,
      };
  if (profile) {
    await refreshRoleFlags(
      deps.sessions,
      identity.sessionId,
      identity.session,
      flags,
    );
  }
  return {
    ...data,
    ...(await seen),
    user: toAuthUser({ id: clientId }, flags),
  };
}
