import type { WhmcsRelease } from '../actions/types.js';
import { getClient, type ClientRow } from '../db/clients.js';
import type { Database } from '../db/database.js';
import type {
  TicketAttachmentRow,
  TicketReplyRow,
  TicketRow,
} from '../db/tickets.js';

/** Who wrote something on a ticket, as WHMCS's `requestor_*` fields describe it. */
export interface Requestor {
  name: string;
  email: string;
  type: string;
}

/**
 * `attachments` as WHMCS shows it: `[{filename, index}]`, or the quirky `[[]]` when
 * there are none.
 */
export function presentAttachments(
  rows: TicketAttachmentRow[],
): { filename: string; index: number }[] | [never[]] {
  if (rows.length === 0) {
    return [[]];
  }
  return rows.map((row) => ({ filename: row.filename, index: row.idx }));
}

/** `attachment`: the stored file names joined with `|`, `''` when none. */
export function presentAttachmentField(rows: TicketAttachmentRow[]): string {
  return rows.map((row) => row.stored_name).join('|');
}

/**
 * A message's attachment fields: `attachment` (stored names joined with `|`) always;
 * `attachments` and `attachments_removed` since WHMCS 7.10 (GetTicket's and
 * GetTickets' Version History: "Added new return parameter `attachments`").
 */
export function presentAttachmentFields(
  whmcs: WhmcsRelease,
  rows: TicketAttachmentRow[],
): Record<string, unknown> {
  if (!whmcs.isAtLeast('7.10')) {
    return { attachment: presentAttachmentField(rows) };
  }
  return {
    attachment: presentAttachmentField(rows),
    attachments: presentAttachments(rows),
    attachments_removed: false,
  };
}

/**
 * `requestor_name`, `requestor_email`, `requestor_type`: since WHMCS 8.0 (GetTicket's
 * and GetTickets' Version History); nothing before.
 */
export function presentRequestorFields(
  whmcs: WhmcsRelease,
  requestor: Requestor,
): Record<string, string> {
  if (!whmcs.isAtLeast('8.0')) {
    return {};
  }
  return {
    requestor_name: requestor.name,
    requestor_email: requestor.email,
    requestor_type: requestor.type,
  };
}

/** The client's full name. */
export function getClientFullName(client: ClientRow): string {
  return `${client.firstname} ${client.lastname}`.trim();
}

/** Who opened a ticket: its client (`Owner`) or a guest with name and e-mail. */
export function getTicketRequestor(db: Database, ticket: TicketRow): Requestor {
  const client = ticket.userid ? getClient(db, ticket.userid) : undefined;
  if (client) {
    return {
      name: getClientFullName(client),
      email: client.email,
      type: 'Owner',
    };
  }
  return { name: ticket.name, email: ticket.email, type: 'Guest' };
}

/** Who wrote a reply: staff (`Operator`), the client (`Owner`) or a guest. */
export function getReplyRequestor(
  db: Database,
  reply: TicketReplyRow,
): Requestor {
  if (reply.admin !== '') {
    return { name: reply.admin, email: '', type: 'Operator' };
  }
  const client = reply.userid ? getClient(db, reply.userid) : undefined;
  if (client) {
    return {
      name: getClientFullName(client),
      email: client.email,
      type: 'Owner',
    };
  }
  return { name: reply.name, email: reply.email, type: 'Guest' };
}
