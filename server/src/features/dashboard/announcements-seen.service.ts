import type { AllDataResponse } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { DAY_MS } from '../../lib/time.js';

/**
 * How long a customer's announcements mark is kept after its last use (each
 * dashboard read and each mark renews it): a customer who comes back within
 * a year never sees old announcements as new again.
 */
export const ANNOUNCEMENTS_SEEN_TTL_MS = 365 * DAY_MS;

/** What the announcements mark needs. */
export type AnnouncementsSeenDeps = Pick<ServerDeps, 'stores'>;

/**
 * Marks the announcements up to `date` as seen by the session's customer
 * (product rules: Needs attention). The mark only moves forward, so a repeat
 * or an older date changes nothing; the answer is the mark kept.
 */
export async function markAnnouncementsSeen(
  deps: AnnouncementsSeenDeps,
  {
    identity,
    input,
  }: Pick<RouteCall<'markAnnouncementsSeen'>, 'identity' | 'input'>,
): Promise<{ announcementsSeenUpTo: string }> {
  const announcementsSeenUpTo = await deps.stores.announcementsSeen.advance(
    identity.clientId,
    input.date,
    ANNOUNCEMENTS_SEEN_TTL_MS,
  );
  return { announcementsSeenUpTo };
}

/**
 * The customer's mark as `allData` answers it, read apart from the cached
 * WHMCS reads. A store that cannot answer leaves it out rather than failing
 * the dashboard: the panel then lists no announcement as new.
 */
export async function readAnnouncementsSeen(
  deps: AnnouncementsSeenDeps & {
    logger: { warn(data: object, message: string): void };
  },
  clientId: number,
): Promise<Pick<AllDataResponse, 'announcementsSeenUpTo'>> {
  try {
    return {
      announcementsSeenUpTo: await deps.stores.announcementsSeen.get(
        clientId,
        ANNOUNCEMENTS_SEEN_TTL_MS,
      ),
    };
  } catch (error) {
    deps.logger.warn({ err: error }, 'announcements mark could not be read');
    return {};
  }
}
