import { prepare, type Database } from './database.js';
import {
  insertRow,
  updateColumns,
  Where,
  type Page,
  type SqlValue,
} from './rows.js';

/** A row of `tickets`; `message` is the opening message. */
export interface TicketRow {
  id: number;
  tid: string;
  c: string;
  deptid: number;
  userid: number;
  contactid: number;
  name: string;
  email: string;
  cc: string;
  date: string;
  subject: string;
  message: string;
  status: string;
  priority: string;
  admin: string;
  lastreply: string;
  flag: number;
  service: string;
  editor: string;
}

/** A row of `ticket_replies`; `admin` holds the staff display name on staff replies. */
export interface TicketReplyRow {
  id: number;
  ticket_id: number;
  userid: number;
  contactid: number;
  name: string;
  email: string;
  date: string;
  message: string;
  admin: string;
  rating: number;
  editor: string;
}

/** A row of `ticket_notes` (staff-only). */
export interface TicketNoteRow {
  id: number;
  ticket_id: number;
  date: string;
  message: string;
  admin: string;
}

/** Where an attachment hangs: the opening message, a reply or a note. */
export type AttachmentKind = 'ticket' | 'reply' | 'note';

/** A row of `ticket_attachments`. */
export interface TicketAttachmentRow {
  id: number;
  kind: AttachmentKind;
  rel_id: number;
  idx: number;
  filename: string;
  stored_name: string;
  data: Buffer;
}

/** Filters of {@link listTickets}. */
export interface TicketFilters {
  clientId?: number;
  deptId?: number;
  email?: string;
  statuses?: string[];
  subject?: string;
  flaggedTo?: number;
}

/** One ticket by internal id. */
export function getTicket(db: Database, id: number): TicketRow | undefined {
  return prepare<[number], TicketRow>(
    db,
    'SELECT * FROM tickets WHERE id = ?',
  ).get(id);
}

/** One ticket by its public number `tid`. */
export function getTicketByTid(
  db: Database,
  tid: string,
): TicketRow | undefined {
  return prepare<[string], TicketRow>(
    db,
    'SELECT * FROM tickets WHERE tid = ?',
  ).get(tid);
}

/** One page of tickets, most recent activity first, with the total count. */
export function listTickets(
  db: Database,
  filters: TicketFilters,
  page: Page,
): { total: number; rows: TicketRow[] } {
  const where = new Where();
  if (filters.clientId !== undefined) {
    where.add('userid = ?', filters.clientId);
  }
  if (filters.deptId !== undefined) {
    where.add('deptid = ?', filters.deptId);
  }
  if (filters.email !== undefined) {
    where.add(
      '(email = ? COLLATE NOCASE OR userid IN (SELECT id FROM clients WHERE email = ?))',
      filters.email,
      filters.email,
    );
  }
  if (filters.statuses !== undefined) {
    where.add(
      `status IN (${filters.statuses.map(() => '?').join(', ') || 'NULL'})`,
      ...filters.statuses,
    );
  }
  if (filters.subject !== undefined) {
    where.add("subject LIKE ? ESCAPE '\\'", `%${escapeLike(filters.subject)}%`);
  }
  if (filters.flaggedTo !== undefined) {
    where.add('flag = ?', filters.flaggedTo);
  }
  const total =
    prepare<unknown[], { n: number }>(
      db,
      `SELECT COUNT(*) AS n FROM tickets ${where.toString()}`,
    ).get(...where.values)?.n ?? 0;
  const rows = prepare<unknown[], TicketRow>(
    db,
    `SELECT * FROM tickets ${where.toString()} ORDER BY lastreply DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(...where.values, page.limit, page.start);
  return { total, rows };
}

/** Escapes `%`, `_` and `\` for a LIKE pattern with `ESCAPE '\'`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Inserts a ticket and returns its id. */
export function insertTicket(
  db: Database,
  columns: Record<string, SqlValue>,
): number {
  return insertRow(db, 'tickets', columns);
}

/** Updates some columns of a ticket. */
export function updateTicket(
  db: Database,
  id: number,
  columns: Record<string, SqlValue | undefined>,
): void {
  updateColumns(db, 'tickets', id, columns);
}

/** Whether a public ticket number is taken. */
export function isTidTaken(db: Database, tid: string): boolean {
  return getTicketByTid(db, tid) !== undefined;
}

/** The replies of a ticket, oldest first. */
export function listTicketReplies(
  db: Database,
  ticketId: number,
): TicketReplyRow[] {
  return prepare<[number], TicketReplyRow>(
    db,
    'SELECT * FROM ticket_replies WHERE ticket_id = ? ORDER BY date, id',
  ).all(ticketId);
}

/** Inserts a reply and returns its id. */
export function insertTicketReply(
  db: Database,
  columns: Record<string, SqlValue>,
): number {
  return insertRow(db, 'ticket_replies', columns);
}

/** One reply. */
export function getTicketReply(
  db: Database,
  id: number,
): TicketReplyRow | undefined {
  return prepare<[number], TicketReplyRow>(
    db,
    'SELECT * FROM ticket_replies WHERE id = ?',
  ).get(id);
}

/** The staff notes of a ticket, oldest first. */
export function listTicketNotes(
  db: Database,
  ticketId: number,
): TicketNoteRow[] {
  return prepare<[number], TicketNoteRow>(
    db,
    'SELECT * FROM ticket_notes WHERE ticket_id = ? ORDER BY date, id',
  ).all(ticketId);
}

/** Inserts a staff note and returns its id. */
export function insertTicketNote(
  db: Database,
  columns: Record<string, SqlValue>,
): number {
  return insertRow(db, 'ticket_notes', columns);
}

/** The attachments of a ticket's opening message, a reply or a note, by index. */
export function listAttachments(
  db: Database,
  kind: AttachmentKind,
  relId: number,
): TicketAttachmentRow[] {
  return prepare<[string, number], TicketAttachmentRow>(
    db,
    'SELECT * FROM ticket_attachments WHERE kind = ? AND rel_id = ? ORDER BY idx',
  ).all(kind, relId);
}

/** One attachment by owner and index. */
export function getAttachment(
  db: Database,
  kind: AttachmentKind,
  relId: number,
  index: number,
): TicketAttachmentRow | undefined {
  return prepare<[string, number, number], TicketAttachmentRow>(
    db,
    'SELECT * FROM ticket_attachments WHERE kind = ? AND rel_id = ? AND idx = ?',
  ).get(kind, relId, index);
}

/** Stores one attachment. */
export function insertAttachment(
  db: Database,
  row: Omit<TicketAttachmentRow, 'id'>,
): void {
  prepare(
    db,
    `INSERT INTO ticket_attachments (kind, rel_id, idx, filename, stored_name, data)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(row.kind, row.rel_id, row.idx, row.filename, row.stored_name, row.data);
}

/** Ticket counts per department and status. */
export function countTicketsByDepartment(
  db: Database,
): { deptid: number; status: string; n: number }[] {
  return prepare<[], { deptid: number; status: string; n: number }>(
    db,
    'SELECT deptid, status, COUNT(*) AS n FROM tickets GROUP BY deptid, status',
  ).all();
}

/** A client's ticket counts: all and not Closed. */
export function countClientTickets(
  db: Database,
  clientId: number,
  activeStatuses: string[],
): { total: number; active: number } {
  const rows = prepare<[number], { status: string; n: number }>(
    db,
    'SELECT status, COUNT(*) AS n FROM tickets WHERE userid = ? GROUP BY status',
  ).all(clientId);
  const active = new Set(activeStatuses);
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    active: rows
      .filter((row) => active.has(row.status))
      .reduce((sum, row) => sum + row.n, 0),
  };
}

/** One staff note. */
export function getTicketNote(
  db: Database,
  id: number,
): TicketNoteRow | undefined {
  return prepare<[number], TicketNoteRow>(
    db,
    'SELECT * FROM ticket_notes WHERE id = ?',
  ).get(id);
}
