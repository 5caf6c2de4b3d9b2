import type { AllDataResponse } from '@members/contract';

import { roleFlagsOf } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import { loadDashboard } from '../../domain/dashboard.js';
import type { Identity } from '../../http/define-route.js';
import { refreshRoleFlags } from '../../sessions/session-manager.js';
import type { SessionManager } from '../../sessions/session-manager.js';
import type { SharedReadCache } from '../../stores/read-cache.js';

/** What the dashboard use case needs. */
export interface DashboardDeps {
  ctx: DomainContext;
  sessions: SessionManager;
  readCache: SharedReadCache;
  logger: { warn(data: object, message: string): void };
}

/** The dashboard as it is kept in the read cache. */
interface CachedDashboard {
  data: AllDataResponse;
  profile:
    | (Omit<ClientProfile, 'customFields'> & {
        customFields: [number, string][];
      })
    | null;
}

/** The key of a client's cached reads; changes invalidate it. */
export function readCacheOwner(clientId: number): string {
  return `client:${clientId}`;
}

/**
 * Everything the dashboard shows, from the read cache when it is fresh.
 * The session's role flags follow what WHMCS says now.
 */
export async function getDashboard(
  deps: DashboardDeps,
  identity: Identity,
): Promise<AllDataResponse> {
  const { clientId } = identity;
  const cached = await deps.readCache.get(
    readCacheOwner(clientId),
    async () => {
      const result = await loadDashboard(deps.ctx, clientId, {
        affiliate: identity.session.affiliate,
        reseller: identity.session.reseller,
      });
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
  if (profile) {
    await refreshRoleFlags(
      deps.sessions,
      identity.sessionId,
      identity.session,
      roleFlagsOf(profile, deps.ctx.config.resellerGroups),
    );
  }
  return data;
}
