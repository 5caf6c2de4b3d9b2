import { getDepartment } from '../db/catalog.js';
import {
  getTicket as findTicket,
  getTicketByTid,
  listAttachments,
  listTicketNotes,
  listTicketReplies,
  type TicketRow,
} from '../db/tickets.js';
import {
  getReplyRequestor,
  getTicketRequestor,
  presentAttachmentFields,
  presentRequestorFields,
  type Requestor,
} from '../present/ticket.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/** The ticket's opening message (as `replyid: "0"`) and its replies, oldest first. */
function presentReplies(
  { db, whmcs }: ActionContext,
  ticket: TicketRow,
  requestor: Requestor,
): Record<string, unknown>[] {
  const openingFiles = listAttachments(db, 'ticket', ticket.id);
  const replies: Record<string, unknown>[] = [
    {
      replyid: '0',
      userid: String(ticket.userid),
      contactid: String(ticket.contactid),
      name: requestor.name,
      email: requestor.email,
      ...presentRequestorFields(whmcs, requestor),
      date: ticket.date,
      message: ticket.message,
      ...presentAttachmentFields(whmcs, openingFiles),
      admin: ticket.admin,
    },
  ];
  for (const reply of listTicketReplies(db, ticket.id)) {
    const author = getReplyRequestor(db, reply);
    const files = listAttachments(db, 'reply', reply.id);
    const isGuest = author.type === 'Guest';
    replies.push({
      replyid: String(reply.id),
      userid: String(reply.userid),
      contactid: String(reply.contactid),
      name: isGuest ? reply.name : '',
      email: isGuest ? reply.email : '',
      ...presentRequestorFields(whmcs, author),
      date: reply.date,
      message: reply.message,
      ...presentAttachmentFields(whmcs, files),
      admin: reply.admin,
      rating: String(reply.rating),
    });
  }
  return replies;
}

/**
 * GetTicket: one ticket by `ticketid` or `ticketnum` with its replies (the opening
 * message first as `replyid: "0"`; with `repliessort=DESC` everything reversed, so
 * it comes last) and staff-only notes. `attachments` since 7.10, `requestor_*` since 8.0.
 * @see https://developers.whmcs.com/api-reference/getticket/
 */
export function getTicket(context: ActionContext): ActionReply {
  const { db, params, whmcs } = context;
  const ticketId = params.int('ticketid');
  const ticketNumber = params.text('ticketnum');
  const ticket = ticketId
    ? findTicket(db, ticketId)
    : ticketNumber
      ? getTicketByTid(db, ticketNumber)
      : undefined;
  if (!ticket) {
    return errorReply('Ticket ID Not Found');
  }
  const requestor = getTicketRequestor(db, ticket);
  const replies = presentReplies(context, ticket, requestor);
  if (params.text('repliessort').toUpperCase() === 'DESC') {
    replies.reverse();
  }
  const notes = listTicketNotes(db, ticket.id).map((note) => {
    const files = listAttachments(db, 'note', note.id);
    return {
      noteid: String(note.id),
      date: note.date,
      message: note.message,
      ...presentAttachmentFields(whmcs, files),
      admin: note.admin,
    };
  });
  return successReply({
    ticketid: String(ticket.id),
    id: String(ticket.id),
    tid: ticket.tid,
    c: ticket.c,
    deptid: String(ticket.deptid),
    deptname: getDepartment(db, ticket.deptid)?.name ?? '',
    userid: String(ticket.userid),
    contactid: String(ticket.contactid),
    name: requestor.name,
    email: requestor.email,
    ...presentRequestorFields(whmcs, requestor),
    cc: ticket.cc,
    date: ticket.date,
    subject: ticket.subject,
    status: ticket.status,
    priority: ticket.priority,
    admin: ticket.admin,
    lastreply: ticket.lastreply,
    flag: String(ticket.flag),
    service: ticket.service,
    replies: { reply: replies },
    notes: { note: notes },
  });
}
