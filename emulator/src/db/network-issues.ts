import { prepare, type Database } from './database.js';
import { insertRow } from './rows.js';

/** WHMCS's network issue types. */
export const NETWORK_ISSUE_TYPES = ['Server', 'System', 'Other'] as const;
/** WHMCS's network issue priorities. */
export const NETWORK_ISSUE_PRIORITIES = [
  'Critical',
  'High',
  'Medium',
  'Low',
] as const;
/** WHMCS's network issue statuses. */
export const NETWORK_ISSUE_STATUSES = [
  'Reported',
  'Investigating',
  'In Progress',
  'Outage',
  'Scheduled',
  'Resolved',
] as const;

/**
 * A row of `network_issues` (WHMCS's `tblnetworkissues`): `description` is
 * HTML, `affecting` names the system for a System/Other issue and `server` the
 * server of a Server issue; dates are WHMCS date-times, `enddate` null while open.
 */
export interface NetworkIssueRow {
  id: number;
  title: string;
  description: string;
  type: (typeof NETWORK_ISSUE_TYPES)[number];
  affecting: string;
  server: number;
  priority: (typeof NETWORK_ISSUE_PRIORITIES)[number];
  status: (typeof NETWORK_ISSUE_STATUSES)[number];
  startdate: string;
  enddate: string | null;
  lastupdate: string;
}

/** A new issue: everything but its id. */
export type NewNetworkIssue = Omit<NetworkIssueRow, 'id'>;

/** Adds an issue; answers its id. */
export function insertNetworkIssue(
  db: Database,
  issue: NewNetworkIssue,
): number {
  return insertRow(db, 'network_issues', { ...issue });
}

/** The issues that are not resolved, newest start first (the feed's order). */
export function listUnresolvedNetworkIssues(db: Database): NetworkIssueRow[] {
  return prepare<[], NetworkIssueRow>(
    db,
    "SELECT * FROM network_issues WHERE status != 'Resolved' ORDER BY startdate DESC, id DESC",
  ).all();
}

/** How many issues are neither resolved nor scheduled (GetStats' `networkissues_open`). */
export function countOpenNetworkIssues(db: Database): number {
  return (
    prepare<[], { n: number }>(
      db,
      "SELECT COUNT(*) AS n FROM network_issues WHERE status NOT IN ('Resolved', 'Scheduled')",
    ).get()?.n ?? 0
  );
}

/** Marks an issue resolved at `at`; false when there is no such issue. */
export function resolveNetworkIssue(
  db: Database,
  id: number,
  at: string,
): boolean {
  const result = prepare<[string, string, number]>(
    db,
    "UPDATE network_issues SET status = 'Resolved', enddate = ?, lastupdate = ? WHERE id = ?",
  ).run(at, at, id);
  return result.changes > 0;
}

/** The name of a server, or '' when there is none. */
export function serverName(db: Database, id: number): string {
  return (
    prepare<[number], { name: string }>(
      db,
      'SELECT name FROM servers WHERE id = ?',
    ).get(id)?.name ?? ''
  );
}
