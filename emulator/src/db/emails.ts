import { prepare, type Database } from './database.js';
import { insertRow, Where, type Page } from './rows.js';
import { escapeLike } from './tickets.js';

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

/** What GetEmails filters on: the client, a day, words of the subject. */
export interface EmailFilters {
  clientId: number;
  /** `YYYY-MM-DD`: the day the e-mail was sent. */
  day?: string;
  /** Part of the subject. */
  subject?: string;
}

/** One page of a client's e-mails, newest first, and how many match in all. */
export function listEmailsPage(
  db: Database,
  filters: EmailFilters,
  page: Page,
): { total: number; rows: EmailRow[] } {
  const where = new Where().add('client_id = ?', filters.clientId);
  if (filters.day !== undefined) {
    where.add('substr(date, 1, 10) = ?', filters.day);
  }
  if (filters.subject !== undefined) {
    where.add("subject LIKE ? ESCAPE '\\'", `%${escapeLike(filters.subject)}%`);
  }
  const total =
    prepare<unknown[], { n: number }>(
      db,
      `SELECT COUNT(*) AS n FROM emails ${where.toString()}`,
    ).get(...where.values)?.n ?? 0;
  const rows = prepare<unknown[], EmailRow>(
    db,
    `SELECT * FROM emails ${where.toString()} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(...where.values, page.limit, page.start);
  return { total, rows };
}
