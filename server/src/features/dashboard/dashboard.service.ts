import { allDataResponseSchema, billingDay } from '@members/contract';
import type { AllDataResponse } from '@members/contract';

import { loadClientCancellations } from '../../domain/cancellations.js';
import { roleFlagsOf, toAuthUser } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import { loadDashboard } from '../../domain/dashboard.js';
import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { checkedJson, joinedAnswer } from '../../http/json-answer.js';
import type { JsonAnswer } from '../../http/json-answer.js';
import { refreshRoleFlags } from '../../sessions/session-manager.js';
import { readCacheOwner } from '../../stores/read-cache.js';

import { readAnnouncementsSeen } from './announcements-seen.service.js';

/** What the dashboard use case needs. */
export type DashboardDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'sessions' | 'readCache' | 'stores' | 'now'
> & { logger: { warn(data: object, message: string): void } };

/**
 * What `allData` answers per request: the customer's announcements mark
 * and the role flags WHMCS gives now. The rest is the same for every read
 * within the cache period.
 */
const perRequestSchema = allDataResponseSchema.pick({
  announcementsSeenUpTo: true,
  user: true,
});
/** The rest, checked and serialised once, when it is loaded. */
const cachedPartSchema = allDataResponseSchema.omit({
  announcementsSeenUpTo: true,
  user: true,
});

/** The client's profile as the read cache keeps it (custom fields as pairs). */
type CachedProfile = Omit<ClientProfile, 'customFields'> & {
  customFields: [number, string][];
};

/**
 * The dashboard as it is kept in the read cache: the profile its role flags
 * come from as JSON, a line break, and the answer's body as checked JSON
 * (JSON text never holds a raw line break). The body is never parsed again.
 */
function cachedText(profile: ClientProfile | null, body: string): string {
  const kept: CachedProfile | null = profile
    ? { ...profile, customFields: [...profile.customFields] }
    : null;
  return `${JSON.stringify(kept)}\n${body}`;
}

function readCached(text: string): {
  profile: CachedProfile | null;
  body: string;
} {
  const at = text.indexOf('\n');
  if (at === -1) {
    // Kept by a server of the format before (one JSON object), during an
    // update: its data is checked now.
    const before = JSON.parse(text) as {
      data: AllDataResponse;
      profile: CachedProfile | null;
    };
    return {
      profile: before.profile,
      body: checkedJson(cachedPartSchema, before.data),
    };
  }
  return {
    profile: JSON.parse(text.slice(0, at)) as CachedProfile | null,
    body: text.slice(at + 1),
  };
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
): Promise<JsonAnswer> {
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
      // A dashboard with a failed section is never kept: the next read retries.
      return {
        value: cachedText(
          result.profile,
          checkedJson(cachedPartSchema, result.data),
        ),
        isCacheable: result.failures.length === 0,
      };
    },
  );
  const { body, profile } = readCached(cached);
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
  const perRequest: Pick<AllDataResponse, 'announcementsSeenUpTo' | 'user'> = {
    ...(await seen),
    user: toAuthUser({ id: clientId }, flags),
  };
  return joinedAnswer(perRequestSchema, perRequest, body);
}
