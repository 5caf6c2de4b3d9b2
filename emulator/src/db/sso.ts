import { prepare, type Database } from './database.js';

/** A row of `sso_tokens`; `expires_at` in epoch milliseconds. */
export interface SsoTokenRow {
  token: string;
  client_id: number;
  user_id: number;
  destination: string;
  service_id: number;
  domain_id: number;
  redirect_path: string;
  expires_at: number;
  used: number;
}

/** A row of `web_sessions` (the demo pages' cookie sessions). */
export interface WebSessionRow {
  id: string;
  client_id: number;
  user_id: number;
  created_at: number;
}

/** Stores a new single-sign-on token. */
export function insertSsoToken(db: Database, row: SsoTokenRow): void {
  prepare(
    db,
    `INSERT INTO sso_tokens (token, client_id, user_id, destination, service_id, domain_id,
       redirect_path, expires_at, used) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    row.token,
    row.client_id,
    row.user_id,
    row.destination,
    row.service_id,
    row.domain_id,
    row.redirect_path,
    row.expires_at,
    row.used,
  );
}

/**
 * Redeems a token: returns it and marks it used when it exists, is unused and has not
 * expired; `undefined` otherwise. The UPDATE's condition makes the use single even
 * under concurrent redemptions.
 */
export function redeemSsoToken(
  db: Database,
  token: string,
  now: number,
): SsoTokenRow | undefined {
  const result = prepare(
    db,
    'UPDATE sso_tokens SET used = 1 WHERE token = ? AND used = 0 AND expires_at > ?',
  ).run(token, now);
  if (result.changes === 0) {
    return undefined;
  }
  return prepare<[string], SsoTokenRow>(
    db,
    'SELECT * FROM sso_tokens WHERE token = ?',
  ).get(token);
}

/** Starts a demo-page session. */
export function insertWebSession(db: Database, row: WebSessionRow): void {
  prepare(
    db,
    'INSERT INTO web_sessions (id, client_id, user_id, created_at) VALUES (?, ?, ?, ?)',
  ).run(row.id, row.client_id, row.user_id, row.created_at);
}

/** A demo-page session by id. */
export function getWebSession(
  db: Database,
  id: string,
): WebSessionRow | undefined {
  return prepare<[string], WebSessionRow>(
    db,
    'SELECT * FROM web_sessions WHERE id = ?',
  ).get(id);
}
