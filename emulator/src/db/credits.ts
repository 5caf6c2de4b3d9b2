import { prepare, type Database } from './database.js';
import { insertRow } from './rows.js';

/** A row of `credits` (WHMCS `tblcredit`): one movement of a client's credit. */
export interface CreditRow {
  id: number;
  client_id: number;
  /** `YYYY-MM-DD`. */
  date: string;
  description: string;
  /** Cents: positive when added, negative when used. */
  amount: number;
  /** The invoice it was added by or used on; 0 for none. */
  relid: number;
}

/** Records a movement of a client's credit and returns its id. */
export function insertCredit(
  db: Database,
  credit: Omit<CreditRow, 'id'>,
): number {
  return insertRow(db, 'credits', credit);
}

/** The credit movements of one client, in the order they were recorded. */
export function listClientCredits(db: Database, clientId: number): CreditRow[] {
  return prepare<[number], CreditRow>(
    db,
    'SELECT * FROM credits WHERE client_id = ? ORDER BY id',
  ).all(clientId);
}
