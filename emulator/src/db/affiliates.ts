import { prepare, type Database } from './database.js';
import { Where, type Page, type SqlValue } from './rows.js';

/** A row of `affiliates`; money in cents. */
export interface AffiliateRow {
  id: number;
  clientid: number;
  date: string;
  visitors: number;
  paytype: string;
  payamount: number;
  onetime: number;
  balance: number;
  withdrawn: number;
  created_at: string;
  updated_at: string;
}

/** Exact-match filters of GetAffiliates, by column. */
export type AffiliateFilters = Partial<
  Record<
    | 'clientid'
    | 'visitors'
    | 'paytype'
    | 'payamount'
    | 'onetime'
    | 'balance'
    | 'withdrawn',
    SqlValue
  >
>;

/** One page of affiliates by id, with the total count. */
export function listAffiliates(
  db: Database,
  filters: AffiliateFilters,
  page: Page,
): { total: number; rows: AffiliateRow[] } {
  const where = new Where();
  for (const [column, value] of Object.entries(filters)) {
    if (value !== undefined) {
      where.add(`${column} = ?`, value);
    }
  }
  const total =
    prepare<unknown[], { n: number }>(
      db,
      `SELECT COUNT(*) AS n FROM affiliates ${where.toString()}`,
    ).get(...where.values)?.n ?? 0;
  const rows = prepare<unknown[], AffiliateRow>(
    db,
    `SELECT * FROM affiliates ${where.toString()} ORDER BY id LIMIT ? OFFSET ?`,
  ).all(...where.values, page.limit, page.start);
  return { total, rows };
}

/** The affiliate account of a client, if any. */
export function getAffiliateByClient(
  db: Database,
  clientId: number,
): AffiliateRow | undefined {
  return prepare<[number], AffiliateRow>(
    db,
    'SELECT * FROM affiliates WHERE clientid = ?',
  ).get(clientId);
}

/** One affiliate account. */
export function getAffiliate(
  db: Database,
  id: number,
): AffiliateRow | undefined {
  return prepare<[number], AffiliateRow>(
    db,
    'SELECT * FROM affiliates WHERE id = ?',
  ).get(id);
}
