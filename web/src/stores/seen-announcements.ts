import { useCallback, useSyncExternalStore } from 'react';

// Per client and per browser, kept across sign-ins like the colour scheme:
// the date of the newest announcement the customer has opened from the
// dashboard. WHMCS keeps no "read" mark of announcements, and asking it
// would be a call of its own.
const KEY_PREFIX = 'members.announcementsSeen.';
const listeners = new Set<() => void>();

function keyOf(clientid: number): string {
  return `${KEY_PREFIX}${clientid}`;
}

/** The newest announcement date this client has seen here, or null. */
export function readSeenAnnouncements(clientid: number): string | null {
  try {
    return window.localStorage.getItem(keyOf(clientid));
  } catch {
    return null;
  }
}

/** Marks the announcements up to `date` as seen by this client. */
export function markAnnouncementsSeen(clientid: number, date: string): void {
  try {
    window.localStorage.setItem(keyOf(clientid), date);
  } catch {
    // Storage may be off (private mode): they then stay new in this browser.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The newest announcement date this client has seen (null: none yet), kept current. */
export function useSeenAnnouncements(clientid: number | null): string | null {
  const read = useCallback(
    () => (clientid === null ? null : readSeenAnnouncements(clientid)),
    [clientid],
  );
  return useSyncExternalStore(subscribe, read, () => null);
}
