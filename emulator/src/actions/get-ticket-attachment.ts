import type { Database } from '../db/database.js';
import {
  getAttachment,
  getTicket,
  getTicketReply,
  getTicketNote,
  type AttachmentKind,
} from '../db/tickets.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

const KINDS: Record<AttachmentKind, string> = {
  ticket: 'Ticket ID Not Found',
  reply: 'Reply ID Not Found',
  note: 'Note ID Not Found',
};

function isKind(value: string): value is AttachmentKind {
  return Object.hasOwn(KINDS, value);
}

function ownerExists(db: Database, kind: AttachmentKind, id: number): boolean {
  const finders = {
    ticket: getTicket,
    reply: getTicketReply,
    note: getTicketNote,
  };
  return finders[kind](db, id) !== undefined;
}

/**
 * GetTicketAttachment: one attachment of a ticket's opening message (`type=ticket`,
 * `relatedid` = ticket id), a reply (reply id) or a note (note id), by index, as base64.
 * @see https://developers.whmcs.com/api-reference/getticketattachment/
 */
export function getTicketAttachment({
  db,
  params,
}: ActionContext): ActionReply {
  const type = params.text('type').toLowerCase();
  if (!isKind(type)) {
    return errorReply('Invalid Type. Must be one of ticket, reply, note');
  }
  const relatedId = params.int('relatedid') ?? 0;
  if (!ownerExists(db, type, relatedId)) {
    return errorReply(KINDS[type]);
  }
  const attachment = getAttachment(
    db,
    type,
    relatedId,
    params.int('index') ?? 0,
  );
  if (!attachment) {
    return errorReply('Invalid Attachment Index');
  }
  return successReply({
    filename: attachment.filename,
    data: attachment.data.toString('base64'),
  });
}
