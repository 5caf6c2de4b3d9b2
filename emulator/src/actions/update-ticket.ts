import { getDepartment, listTicketStatuses } from '../db/catalog.js';
import { getClient } from '../db/clients.js';
import type { SqlValue } from '../db/rows.js';
import { getTicket, updateTicket as saveTicket } from '../db/tickets.js';
import { parseDateTimeInput } from '../format.js';
import { normalizePriority, TICKET_PRIORITIES } from '../validation.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * UpdateTicket: changes a ticket's department, status (validated against the status
 * list), subject, priority, opening message and more. Closing a ticket is
 * `status=Closed`; WHMCS has no CloseTicket action.
 * @see https://developers.whmcs.com/api-reference/updateticket/
 */
export function updateTicket({
  db,
  params,
  clock,
}: ActionContext): ActionReply {
  const ticket = getTicket(db, params.int('ticketid') ?? 0);
  if (!ticket) {
    return errorReply('Ticket ID Not Found');
  }
  const changes: Record<string, SqlValue | undefined> = {};
  if (params.has('deptid')) {
    const department = getDepartment(db, params.int('deptid') ?? 0);
    if (!department) {
      return errorReply('Department ID Not Found');
    }
    changes['deptid'] = department.id;
  }
  if (params.text('priority') !== '') {
    const priority = normalizePriority(params.text('priority'));
    if (!priority) {
      return errorReply(
        `Invalid Ticket Priority. Valid priorities are: ${TICKET_PRIORITIES.join(',')}`,
      );
    }
    changes['priority'] = priority;
  }
  if (params.text('status') !== '') {
    const statuses = listTicketStatuses(db).map((row) => row.title);
    const status = statuses.find(
      (title) => title.toLowerCase() === params.text('status').toLowerCase(),
    );
    if (!status) {
      return errorReply(
        `Invalid Ticket Status. Valid statuses are: ${statuses.join(',')}`,
      );
    }
    changes['status'] = status;
  }
  if (params.text('created') !== '') {
    const created = parseDateTimeInput(params.text('created'), clock.timeZone);
    if (created === undefined) {
      return errorReply('Invalid Date Format');
    }
    if (created > clock.nowDateTime()) {
      return errorReply('Ticket creation date cannot be in the future');
    }
    changes['date'] = created;
  }
  if (params.text('subject') !== '') {
    changes['subject'] = params.text('subject');
  }
  if ((params.string('message') ?? '').trim() !== '') {
    changes['message'] = params.string('message');
    if (params.has('markdown')) {
      changes['editor'] = params.bool('markdown') ? 'markdown' : 'plain';
    }
  }
  if (params.has('cc')) {
    changes['cc'] = params.text('cc');
  }
  const userId = params.int('userid');
  if (userId && getClient(db, userId)) {
    changes['userid'] = userId;
  }
  if (params.text('name') !== '') {
    changes['name'] = params.text('name');
  }
  if (params.text('email') !== '') {
    changes['email'] = params.text('email');
  }
  if (params.int('flag') !== undefined) {
    changes['flag'] = params.int('flag');
  }
  if (params.bool('removeFlag')) {
    changes['flag'] = 0;
  }
  saveTicket(db, ticket.id, changes);
  return successReply({ ticketid: String(ticket.id) });
}
