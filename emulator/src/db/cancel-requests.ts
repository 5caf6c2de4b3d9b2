import { prepare, type Database } from './database.js';
import { insertRow, type Page } from './rows.js';

/** A row of `cancel_requests` (WHMCS's `tblcancelrequests`): `relid` is the service. */
export interface CancelRequestRow {
  id: number;
  date: string;
  relid: number;
  reason: string;
  type: string;
  created_at: string;
  updated_at: string;
}

/** Records a cancellation request and returns its id. */
export function insertCancelRequest(
  db: Database,
  row: Omit<CancelRequestRow, 'id'>,
): number {
  return insertRow(db, 'cancel_requests', { ...row });
}

/** The cancellation request of a service, if it has one. */
export function findCancelRequest(
  db: Database,
  serviceId: number,
): CancelRequestRow | undefined {
  return prepare<[number], CancelRequestRow>(
    db,
    'SELECT * FROM cancel_requests WHERE relid = ? ORDER BY id LIMIT 1',
  ).get(serviceId);
}

/** One page of cancellation requests, oldest first, with the total count. */
export function listCancelRequests(
  db: Database,
  page: Page,
): { total: number; rows: CancelRequestRow[] } {
  const total =
    prepare<[], { n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM cancel_requests',
    ).get()?.n ?? 0;
  const rows = prepare<[number, number], CancelRequestRow>(
    db,
    'SELECT * FROM cancel_requests ORDER BY id LIMIT ? OFFSET ?',
  ).all(page.limit, page.start);
  return { total, rows };
}
