import type { Database } from './database.js';

/** A column value the repositories write. */
export type SqlValue = string | number | Buffer | null;

/**
 * Updates some columns of one row. Column names come from our own code (never from a
 * request), so building the SQL from them is safe.
 */
export function updateColumns(
  db: Database,
  table: string,
  id: number,
  columns: Record<string, SqlValue | undefined>,
): void {
  const entries = Object.entries(columns).filter(
    (entry): entry is [string, SqlValue] => entry[1] !== undefined,
  );
  if (entries.length === 0) {
    return;
  }
  const assignments = entries.map(([column]) => `${column} = ?`).join(', ');
  db.prepare(`UPDATE ${table} SET ${assignments} WHERE id = ?`).run(
    ...entries.map(([, value]) => value),
    id,
  );
}

/** Inserts one row and returns its id. */
export function insertRow(
  db: Database,
  table: string,
  columns: Record<string, SqlValue>,
): number {
  const names = Object.keys(columns);
  const sql = `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`;
  const result = db.prepare(sql).run(...Object.values(columns));
  return Number(result.lastInsertRowid);
}

/** A WHERE clause assembled from optional filters. */
export class Where {
  private readonly clauses: string[] = [];
  /** The bound values, in clause order. */
  readonly values: SqlValue[] = [];

  /** Adds a condition with its bound values. */
  add(clause: string, ...values: SqlValue[]): this {
    this.clauses.push(clause);
    this.values.push(...values);
    return this;
  }

  /** `WHERE a AND b`, or `''` without conditions. */
  toString(): string {
    return this.clauses.length > 0 ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/** Offset and page size of a paginated list. */
export interface Page {
  start: number;
  limit: number;
}
