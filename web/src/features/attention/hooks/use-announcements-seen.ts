import type { AllDataResponse } from '@members/contract';
import { useEffect, useRef } from 'react';

import {
  laterMark,
  useMarkAnnouncementsSeen,
} from '../api/mark-announcements-seen';

// Where earlier versions of the app kept the mark, per client, in the
// browser; sign-out's Clear-Site-Data wiped it. A customer still signed in
// since then has one: it is sent to the server once, then removed.
const LEGACY_KEY_PREFIX = 'members.announcementsSeen.';
const MARK_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

function readLegacyMark(clientid: number): string | null {
  try {
    return window.localStorage.getItem(`${LEGACY_KEY_PREFIX}${clientid}`);
  } catch {
    return null;
  }
}

function forgetLegacyMark(clientid: number): void {
  try {
    window.localStorage.removeItem(`${LEGACY_KEY_PREFIX}${clientid}`);
  } catch {
    // Storage may be off (private mode): there is nothing to forget then.
  }
}

/**
 * The date of the newest announcement the customer has opened from the
 * panel, as the server keeps it (`allData`'s `announcementsSeenUpTo`; null:
 * none yet; undefined: not known, so none counts as new), and how to move it.
 */
export function useAnnouncementsSeen(
  data: AllDataResponse | undefined,
  clientid: number | null,
): { seenUpTo: string | null | undefined; markSeen: (date: string) => void } {
  const { mutate } = useMarkAnnouncementsSeen();
  const kept = data?.announcementsSeenUpTo;
  const legacy = clientid === null ? null : readLegacyMark(clientid);
  const legacyMark =
    legacy !== null && MARK_PATTERN.test(legacy) ? legacy : null;
  const hasMigrated = useRef(false);

  useEffect(() => {
    if (hasMigrated.current || clientid === null || kept === undefined) {
      return;
    }
    hasMigrated.current = true;
    const local = readLegacyMark(clientid);
    if (local === null) {
      return;
    }
    if (!MARK_PATTERN.test(local) || (kept !== null && local <= kept)) {
      forgetLegacyMark(clientid);
      return;
    }
    // Removed once the server has it; kept for the next visit otherwise.
    mutate(local, { onSuccess: () => forgetLegacyMark(clientid) });
  }, [clientid, kept, mutate]);

  // Until the server has the browser's mark, the later of the two shows.
  const seenUpTo =
    legacyMark === null
      ? kept
      : kept === undefined
        ? legacyMark
        : laterMark(kept, legacyMark);
  return { seenUpTo, markSeen: (date) => mutate(date) };
}
