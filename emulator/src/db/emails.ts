import { prepare, type Database } from './database.js';
import { insertRow } from './rows.js';

/** A row of `emails`: a message "sent" by SendEmail or by an action's notification. */
export interface EmailRow {
  id: number;
  client_id: number;
  template: string;
  type: string;
  related_id: number;
  subject: string;
  message: string;
  /** JSON of the custom variables passed to SendEmail. */
  custom_vars: string;
  date: string;
}

/** Records a sent e-mail and returns its id. */
export function insertEmail(db: Database, email: Omit<EmailRow, 'id'>): number {
  return insertRow(db, 'emails', email);
}

/** The e-mails of one client, oldest first. */
export function listClientEmails(db: Database, clientId: number): EmailRow[] {
  return prepare<[number], EmailRow>(
    db,
    'SELECT * FROM emails WHERE client_id = ? ORDER BY id',
  ).all(clientId);
}

/** The newest e-mails of one client, newest first. */
export function listLatestClientEmails(
  db: Database,
  clientId: number,
  limit: number,
): EmailRow[] {
  return prepare<[number, number], EmailRow>(
    db,
    'SELECT * FROM emails WHERE client_id = ? ORDER BY id DESC LIMIT ?',
  ).all(clientId, limit);
}
