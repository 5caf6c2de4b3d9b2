import BetterSqlite3 from 'better-sqlite3';

import { SCHEMA_SQL } from './schema.js';

/** A better-sqlite3 database handle. */
export type Database = BetterSqlite3.Database;

/** A better-sqlite3 prepared statement with positional or named parameters. */
export type Statement<
  P extends unknown[] = unknown[],
  R = unknown,
> = BetterSqlite3.Statement<P, R>;

const statementCache = new WeakMap<Database, Map<string, Statement>>();

/** Opens (or creates) the database and makes sure every table exists. */
export function openDatabase(dbPath: string): Database {
  const db = new BetterSqlite3(dbPath);
  if (dbPath !== ':memory:') {
    db.pragma('journal_mode = WAL');
  }
  db.exec(SCHEMA_SQL);
  return db;
}

/**
 * Prepares a statement once per database and reuses it: repositories call this on
 * every request, and compiling SQL again each time is measurable on the bulk data.
 */
export function prepare<P extends unknown[] = unknown[], R = unknown>(
  db: Database,
  source: string,
): Statement<P, R> {
  let cache = statementCache.get(db);
  if (!cache) {
    cache = new Map();
    statementCache.set(db, cache);
  }
  let statement = cache.get(source);
  if (!statement) {
    statement = db.prepare(source);
    cache.set(source, statement);
  }
  return statement as unknown as Statement<P, R>;
}

/** Reads a value of the `meta` table. */
export function getMeta(db: Database, key: string): string | undefined {
  return prepare<[string], { value: string }>(
    db,
    'SELECT value FROM meta WHERE key = ?',
  ).get(key)?.value;
}

/** Writes a value of the `meta` table. */
export function setMeta(db: Database, key: string, value: string): void {
  prepare(
    db,
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

/** The id the last INSERT produced, as a number. */
export function insertedId(result: BetterSqlite3.RunResult): number {
  return Number(result.lastInsertRowid);
}
