import { prepare, type Database } from './database.js';
import { insertRow } from './rows.js';

/** A row of `users` (a login; one user may access several clients). */
export interface UserRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  password_hash: string;
  two_factor: number;
  last_login: string;
  last_ip: string;
  created_at: string;
}

/** One user. */
export function getUser(db: Database, id: number): UserRow | undefined {
  return prepare<[number], UserRow>(db, 'SELECT * FROM users WHERE id = ?').get(
    id,
  );
}

/** A user by e-mail (case-insensitive). */
export function getUserByEmail(
  db: Database,
  email: string,
): UserRow | undefined {
  return prepare<[string], UserRow>(
    db,
    'SELECT * FROM users WHERE email = ?',
  ).get(email);
}

/** Inserts a user and returns its id. */
export function insertUser(
  db: Database,
  user: Omit<UserRow, 'id' | 'last_login' | 'last_ip'> & { id?: number },
): number {
  return insertRow(db, 'users', { ...user, id: user.id ?? null });
}

/** Gives a user access to a client. */
export function linkUserToClient(
  db: Database,
  userId: number,
  clientId: number,
  isOwner: boolean,
): void {
  prepare(
    db,
    'INSERT OR REPLACE INTO user_clients (user_id, client_id, is_owner) VALUES (?, ?, ?)',
  ).run(userId, clientId, isOwner ? 1 : 0);
}

/** Whether a user may access a client. */
export function isUserOfClient(
  db: Database,
  userId: number,
  clientId: number,
): boolean {
  return (
    prepare<[number, number], { n: number }>(
      db,
      'SELECT 1 AS n FROM user_clients WHERE user_id = ? AND client_id = ?',
    ).get(userId, clientId) !== undefined
  );
}

/** The first client a user can access (owned ones first). */
export function getFirstClientIdOfUser(
  db: Database,
  userId: number,
): number | undefined {
  return prepare<[number], { client_id: number }>(
    db,
    'SELECT client_id FROM user_clients WHERE user_id = ? ORDER BY is_owner DESC, client_id LIMIT 1',
  ).get(userId)?.client_id;
}

/** Records a successful login of a user. */
export function recordUserLogin(
  db: Database,
  userId: number,
  at: string,
  ip: string,
): void {
  prepare(db, 'UPDATE users SET last_login = ?, last_ip = ? WHERE id = ?').run(
    at,
    ip,
    userId,
  );
}
