import { prepare, type Database } from './database.js';
import { insertRow, Where, type Page } from './rows.js';
import { escapeLike } from './tickets.js';

/** A row of `activity_log`; `clientid` is the client, `userid` the user (login). */
export interface ActivityRow {
  id: number;
  date: string;
  description: string;
  username: string;
  clientid: number;
  userid: number;
  adminid: number;
  ipaddress: string;
}

/** Filters of {@link listActivity}. */
export interface ActivityFilters {
  clientId?: number;
  description?: string;
  /** `YYYY-MM-DD` */
  date?: string;
  ipaddress?: string;
  /** Matches the username column, or the client/user ids an e-mail resolves to. */
  user?: { username: string; clientIds: number[]; userIds: number[] };
}

/** Writes one activity log entry and returns its id. */
export function insertActivity(
  db: Database,
  entry: Omit<ActivityRow, 'id'> & { id?: number },
): number {
  return insertRow(db, 'activity_log', { ...entry, id: entry.id ?? null });
}

/** One page of entries, newest first, with the total count. */
export function listActivity(
  db: Database,
  filters: ActivityFilters,
  page: Page,
): { total: number; rows: ActivityRow[] } {
  const where = new Where();
  if (filters.clientId !== undefined) {
    where.add('clientid = ?', filters.clientId);
  }
  if (filters.description !== undefined) {
    where.add(
      "description LIKE ? ESCAPE '\\'",
      `%${escapeLike(filters.description)}%`,
    );
  }
  if (filters.date !== undefined) {
    where.add('substr(date, 1, 10) = ?', filters.date);
  }
  if (filters.ipaddress !== undefined) {
    where.add('ipaddress = ?', filters.ipaddress);
  }
  if (filters.user !== undefined) {
    const { username, clientIds, userIds } = filters.user;
    const parts = ['username = ? COLLATE NOCASE'];
    if (clientIds.length > 0) {
      parts.push(`clientid IN (${clientIds.map(() => '?').join(', ')})`);
    }
    if (userIds.length > 0) {
      parts.push(`userid IN (${userIds.map(() => '?').join(', ')})`);
    }
    where.add(`(${parts.join(' OR ')})`, username, ...clientIds, ...userIds);
  }
  const total =
    prepare<unknown[], { n: number }>(
      db,
      `SELECT COUNT(*) AS n FROM activity_log ${where.toString()}`,
    ).get(...where.values)?.n ?? 0;
  const rows = prepare<unknown[], ActivityRow>(
    db,
    `SELECT * FROM activity_log ${where.toString()} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(...where.values, page.limit, page.start);
  return { total, rows };
}
