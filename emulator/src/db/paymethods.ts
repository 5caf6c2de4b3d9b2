import { prepare, type Database } from './database.js';
import { insertRow } from './rows.js';

/** WHMCS's pay method types (`tblpaymethods.payment_type`). */
export type PayMethodType =
  'CreditCard' | 'RemoteCreditCard' | 'BankAccount' | 'RemoteBankAccount';

/**
 * A row of `paymethods`: a stored card or bank account of a client, as
 * WHMCS keeps it (`tblpaymethods` with its card or bank details). The
 * default is the one with the lowest `order_preference`.
 */
export interface PayMethodRow {
  id: number;
  client_id: number;
  type: PayMethodType;
  description: string;
  gateway_name: string;
  order_preference: number;
  card_last_four: string;
  /** `MM/YY`, as GetPayMethods shows it. */
  expiry_date: string;
  start_date: string;
  issue_number: string;
  card_type: string;
  remote_token: string;
  bank_name: string;
  account_type: string;
  /** `Y-m-d H:i:s`. */
  last_updated: string;
}

/** Whether a type is a card (its expiry and last four apply). */
export function isCardType(type: string): boolean {
  return type === 'CreditCard' || type === 'RemoteCreditCard';
}

/** Stores a pay method and returns its id. */
export function insertPayMethod(
  db: Database,
  row: Omit<PayMethodRow, 'id'>,
): number {
  return insertRow(db, 'paymethods', { ...row });
}

/** The client's pay methods, the default first (WHMCS's order preference). */
export function listPayMethods(db: Database, clientId: number): PayMethodRow[] {
  return prepare<[number], PayMethodRow>(
    db,
    'SELECT * FROM paymethods WHERE client_id = ? ORDER BY order_preference, id',
  ).all(clientId);
}

/** One pay method by id, whoever's it is. */
export function getPayMethod(
  db: Database,
  id: number,
): PayMethodRow | undefined {
  return prepare<[number], PayMethodRow>(
    db,
    'SELECT * FROM paymethods WHERE id = ?',
  ).get(id);
}

/** Makes a pay method its client's default: first, the others after it in their order. */
export function setDefaultPayMethod(
  db: Database,
  method: PayMethodRow,
  now: string,
): void {
  const others = listPayMethods(db, method.client_id).filter(
    (row) => row.id !== method.id,
  );
  const update = prepare<[number, number]>(
    db,
    'UPDATE paymethods SET order_preference = ? WHERE id = ?',
  );
  db.transaction(() => {
    update.run(0, method.id);
    others.forEach((row, index) => update.run(index + 1, row.id));
    prepare<[string, number]>(
      db,
      'UPDATE paymethods SET last_updated = ? WHERE id = ?',
    ).run(now, method.id);
  })();
}

/** Deletes a pay method. */
export function deletePayMethod(db: Database, id: number): void {
  prepare<[number]>(db, 'DELETE FROM paymethods WHERE id = ?').run(id);
}
