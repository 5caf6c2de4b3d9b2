import type { NetworkIssue, ServiceStatusResponse } from '@members/contract';

/** How long a resolved issue stays listed. */
export const RESOLVED_LISTED_DAYS = 7;
const DAY_MS = 86_400_000;

/** The wall time of an instant in a time zone, `YYYY-MM-DDTHH:MM:SS`. */
export function wallTimeAt(instantMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instantMs);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

const STATE_ORDER = { open: 0, scheduled: 1, resolved: 2 } as const;

/** Open ones newest first, then scheduled ones soonest first, then resolved ones newest first. */
function compareIssues(a: NetworkIssue, b: NetworkIssue): number {
  if (a.state !== b.state) return STATE_ORDER[a.state] - STATE_ORDER[b.state];
  if (a.state === 'scheduled') {
    return (a.startedAt ?? '').localeCompare(b.startedAt ?? '');
  }
  const key = (issue: NetworkIssue) =>
    (issue.state === 'resolved' ? issue.endedAt : issue.startedAt) ?? '';
  return key(b).localeCompare(key(a)) || b.id - a.id;
}

/**
 * The answer of a fresh read. The feed lists only unresolved issues, so an
 * issue the last answer listed that the feed no longer has was resolved since:
 * it is kept, resolved at the time it was seen gone, for seven days.
 */
export function composeStatus(
  current: Omit<ServiceStatusResponse, 'error' | 'checkedAt'>,
  previous: ServiceStatusResponse | null,
  nowMs: number,
  timeZone: string,
): ServiceStatusResponse {
  const issues = [...current.issues];
  if (current.source === 'feed' && previous?.source === 'feed') {
    const now = wallTimeAt(nowMs, timeZone);
    const cutoff = wallTimeAt(nowMs - RESOLVED_LISTED_DAYS * DAY_MS, timeZone);
    const listed = new Set(issues.map((issue) => issue.id));
    for (const issue of previous.issues) {
      if (listed.has(issue.id)) continue;
      if (issue.state !== 'resolved') {
        issues.push({
          ...issue,
          state: 'resolved',
          endedAt: now,
          updatedAt: now,
        });
      } else if ((issue.endedAt ?? '') >= cutoff) {
        issues.push(issue);
      }
    }
  }
  issues.sort(compareIssues);
  return {
    error: false,
    issues,
    openCount: current.openCount,
    source: current.source,
    checkedAt: new Date(nowMs).toISOString(),
  };
}
