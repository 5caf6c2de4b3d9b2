import { prepare, type Database } from './database.js';
import { insertRow, updateColumns, type SqlValue } from './rows.js';

/** A row of `clients` (a billing account). */
export interface ClientRow {
  id: number;
  uuid: string;
  owner_user_id: number;
  firstname: string;
  lastname: string;
  companyname: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phonenumber: string;
  tax_id: string;
  status: string;
  groupid: number;
  currency: number;
  credit: number;
  defaultgateway: string;
  language: string;
  notes: string;
  billingcid: number;
  allow_sso: number;
  email_verified: number;
  marketing_optin: number;
  emailoptout: number;
  taxexempt: number;
  latefeeoveride: number;
  overideduenotices: number;
  separateinvoices: number;
  disableautocc: number;
  overrideautoclose: number;
  email_preferences: string;
  last_login: string;
  last_ip: string;
  created_at: string;
  updated_at: string;
}

/** A user linked to a client, as listed in GetClientsDetails. */
export interface ClientUserRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  is_owner: number;
}

/** One client. */
export function getClient(db: Database, id: number): ClientRow | undefined {
  return prepare<[number], ClientRow>(
    db,
    'SELECT * FROM clients WHERE id = ?',
  ).get(id);
}

/** A client by e-mail (case-insensitive). */
export function getClientByEmail(
  db: Database,
  email: string,
): ClientRow | undefined {
  return prepare<[string], ClientRow>(
    db,
    'SELECT * FROM clients WHERE email = ? ORDER BY id LIMIT 1',
  ).get(email);
}

/** Inserts a client and returns its id. */
export function insertClient(
  db: Database,
  columns: Record<string, SqlValue>,
): number {
  return insertRow(db, 'clients', columns);
}

/** Updates some columns of a client. */
export function updateClient(
  db: Database,
  id: number,
  columns: Record<string, SqlValue | undefined>,
): void {
  updateColumns(db, 'clients', id, columns);
}

/** The users with access to a client, owner first. */
export function listClientUsers(
  db: Database,
  clientId: number,
): ClientUserRow[] {
  return prepare<[number], ClientUserRow>(
    db,
    `SELECT u.id, u.firstname, u.lastname, u.email, uc.is_owner FROM user_clients uc
     JOIN users u ON u.id = uc.user_id
     WHERE uc.client_id = ? ORDER BY uc.is_owner DESC, u.id`,
  ).all(clientId);
}
