import { decodeAttachmentsParam, storeAttachments } from '../attachments.js';
import {
  getAdminByUsername,
  getAdminDisplayName,
  listTicketStatuses,
} from '../db/catalog.js';
import { getClient } from '../db/clients.js';
import {
  getTicket,
  insertTicketReply,
  updateTicket,
  type TicketRow,
} from '../db/tickets.js';
import { sendTemplateEmail } from '../notify.js';
import { getClientFullName } from '../present/ticket.js';
import { readCreatedDate } from '../tickets-write.js';
import { isValidEmail } from '../validation.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/** The status the reply sets: `status` when WHMCS knows it, else the default for who replies. */
function readReplyStatus(
  { db, params }: ActionContext,
  isStaff: boolean,
): string | ActionReply {
  let status = isStaff ? 'Answered' : 'Customer-Reply';
  const requestedStatus = params.text('status');
  if (requestedStatus !== '') {
    const known = listTicketStatuses(db).find(
      (row) => row.title.toLowerCase() === requestedStatus.toLowerCase(),
    );
    if (!known) {
      return errorReply('Invalid Ticket Status');
    }
    status = known.title;
  }
  return status;
}

/** Mails the ticket's owner (or guest) the staff reply. */
function sendStaffReplyEmail(
  { db, clock }: ActionContext,
  ticket: TicketRow,
  message: string,
): void {
  const owner = ticket.userid ? getClient(db, ticket.userid) : undefined;
  sendTemplateEmail(
    db,
    clock,
    'Support Ticket Reply',
    owner?.id ?? 0,
    ticket.id,
    {
      client_name: owner ? getClientFullName(owner) : ticket.name,
      ticket_id: ticket.tid,
      ticket_subject: ticket.subject,
      ticket_message: message,
    },
  );
}

/**
 * AddTicketReply: adds a reply by the client (`clientid`), by staff (`adminusername`:
 * the reply shows that admin's display name) or by a guest (`name` + `email`), then
 * sets the status (default `Answered` for staff, `Customer-Reply` otherwise).
 * @see https://developers.whmcs.com/api-reference/addticketreply/
 */
export function addTicketReply(context: ActionContext): ActionReply {
  const { db, params, clock } = context;
  const ticket = getTicket(db, params.int('ticketid') ?? 0);
  if (!ticket) {
    return errorReply('Ticket ID not found');
  }
  const clientId = params.int('clientid') ?? 0;
  const adminUsername = params.text('adminusername');
  const client = clientId ? getClient(db, clientId) : undefined;
  if (clientId && !client) {
    return errorReply('Client ID Not Found');
  }
  if (params.int('contactid')) {
    return errorReply('Contact ID Not Found');
  }
  const name = params.text('name');
  const email = params.text('email');
  const isGuest = !client && adminUsername === '';
  if (isGuest && (name === '' || email === '')) {
    return errorReply('Name and email address are required if not a client');
  }
  const message = params.string('message') ?? '';
  if (message.trim() === '') {
    return errorReply('Message is required');
  }
  if (isGuest && !isValidEmail(email)) {
    return errorReply('Email Address Invalid');
  }
  const isStaff = !client && adminUsername !== '';
  const status = readReplyStatus(context, isStaff);
  if (typeof status !== 'string') {
    return status;
  }
  const created = readCreatedDate(
    params.text('created'),
    'Reply creation date cannot be in the future',
    clock,
  );
  if ('error' in created) {
    return errorReply(created.error);
  }
  const files = decodeAttachmentsParam(params.string('attachments') ?? '');
  if (files === undefined) {
    return errorReply('Invalid attachments: expected base64 of a JSON array');
  }
  // An unknown admin username is kept as the display name, as WHMCS stores the name given.
  const admin = isStaff ? getAdminByUsername(db, adminUsername) : undefined;
  const adminName = isStaff
    ? admin
      ? getAdminDisplayName(admin)
      : adminUsername
    : '';
  const replyId = insertTicketReply(db, {
    ticket_id: ticket.id,
    userid: client?.id ?? (isStaff ? ticket.userid : 0),
    contactid: 0,
    name: isGuest ? name : '',
    email: isGuest ? email : '',
    date: created.date,
    message,
    admin: adminName,
    rating: 0,
    editor: params.bool('markdown') ? 'markdown' : 'plain',
  });
  storeAttachments(db, 'reply', replyId, files);
  updateTicket(db, ticket.id, { status, lastreply: created.date });
  if (isStaff && !params.bool('noemail')) {
    sendStaffReplyEmail(context, ticket, message);
  }
  return successReply();
}
