import { decodeAttachmentsParam, storeAttachments } from '../attachments.js';
import { getDepartment } from '../db/catalog.js';
import { getClient, type ClientRow } from '../db/clients.js';
import { getService } from '../db/services.js';
import { insertTicket } from '../db/tickets.js';
import { isUserOfClient } from '../db/users.js';
import { sendTemplateEmail } from '../notify.js';
import { getClientFullName } from '../present/ticket.js';
import {
  generateTicketKey,
  generateTicketNumber,
  readCreatedDate,
} from '../tickets-write.js';
import { isValidEmail, normalizePriority } from '../validation.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/** Who opens the ticket: a client (name and e-mail left empty) or a guest. */
interface Requester {
  client: ClientRow | undefined;
  name: string;
  email: string;
}

/** The ticket's requester from `clientid` or `name` + `email`, or the error reply. */
function readRequester({ db, params }: ActionContext): Requester | ActionReply {
  const clientId = params.int('clientid') ?? 0;
  const client = clientId ? getClient(db, clientId) : undefined;
  let name = params.text('name');
  let email = params.text('email');
  if (clientId) {
    if (!client) {
      return errorReply('Client ID Not Found');
    }
    const userId = params.int('userid') ?? 0;
    if (userId && !isUserOfClient(db, userId, client.id)) {
      return errorReply('The system cannot find the provided user ID.');
    }
    if (params.int('contactid')) {
      return errorReply('Contact ID Not Found');
    }
    name = '';
    email = '';
  } else {
    if (name === '' || email === '') {
      return errorReply('Name and email address are required if not a client');
    }
    if (!isValidEmail(email)) {
      return errorReply('Email Address Invalid');
    }
  }
  return { client, name, email };
}

/**
 * OpenTicket: opens a ticket for a client (`clientid`) or a guest (`name` + `email`),
 * with optional attachments; checks run in WHMCS's order and stop at the first error.
 * @see https://developers.whmcs.com/api-reference/openticket/
 */
export function openTicket(context: ActionContext): ActionReply {
  const { db, params, clock } = context;
  const requester = readRequester(context);
  if ('result' in requester) {
    return requester;
  }
  const { client, name, email } = requester;
  const department = getDepartment(db, params.int('deptid') ?? 0);
  if (!department) {
    return errorReply('Department ID not found');
  }
  const subject = params.text('subject');
  if (subject === '') {
    return errorReply('Subject is required');
  }
  const message = params.string('message') ?? '';
  if (message.trim() === '') {
    return errorReply('Message is required');
  }
  let service = '';
  const serviceId = params.int('serviceid') ?? 0;
  if (serviceId) {
    if (!getService(db, serviceId)) {
      return errorReply('Service ID Not Found');
    }
    service = `S${serviceId}`;
  } else if (params.int('domainid')) {
    return errorReply('Domain ID Not Found');
  }
  const created = readCreatedDate(
    params.text('created'),
    'Ticket creation date cannot be in the future',
    clock,
  );
  if ('error' in created) {
    return errorReply(created.error);
  }
  const files = decodeAttachmentsParam(params.string('attachments') ?? '');
  if (files === undefined) {
    return errorReply('Invalid attachments: expected base64 of a JSON array');
  }
  const tid = generateTicketNumber(db);
  if (tid === undefined) {
    return errorReply('Unable to generate ticket number');
  }
  const c = generateTicketKey();
  const id = insertTicket(db, {
    tid,
    c,
    deptid: department.id,
    userid: client?.id ?? 0,
    contactid: 0,
    name,
    email,
    cc: '',
    date: created.date,
    subject,
    message,
    status: 'Open',
    priority: normalizePriority(params.text('priority')) ?? 'Low',
    admin: '',
    lastreply: created.date,
    flag: 0,
    service,
    editor: params.bool('markdown') ? 'markdown' : 'plain',
  });
  storeAttachments(db, 'ticket', id, files);
  if (!params.bool('noemail')) {
    sendTemplateEmail(db, clock, 'Support Ticket Opened', client?.id ?? 0, id, {
      client_name: client ? getClientFullName(client) : name,
      ticket_id: tid,
      ticket_subject: subject,
      ticket_department: department.name,
    });
  }
  return successReply({ id: String(id), tid, c });
}
