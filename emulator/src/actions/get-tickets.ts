import { DEMO_ADMIN } from '../constants.js';
import { listTicketStatuses } from '../db/catalog.js';
import type { Database } from '../db/database.js';
import { listAttachments, listTickets } from '../db/tickets.js';
import {
  getTicketRequestor,
  presentAttachmentFields,
  presentRequestorFields,
} from '../present/ticket.js';

import {
  getPage,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * Turns GetTickets' `status` into the statuses to match, resolving WHMCS's
 * pseudo-statuses from the status table's flags.
 */
function resolveStatusFilter(
  db: Database,
  status: string,
): { statuses?: string[]; flaggedTo?: number } {
  if (status === '') {
    return {};
  }
  const rows = listTicketStatuses(db);
  switch (status.toLowerCase()) {
    case 'awaiting reply':
      return {
        statuses: rows.filter((row) => row.show_awaiting).map((r) => r.title),
      };
    case 'all active tickets':
      return {
        statuses: rows.filter((row) => row.show_active).map((r) => r.title),
      };
    case 'my flagged tickets':
      return {
        statuses: rows.filter((row) => row.show_active).map((r) => r.title),
        flaggedTo: DEMO_ADMIN.id,
      };
    default: {
      const known = rows.find(
        (row) => row.title.toLowerCase() === status.toLowerCase(),
      );
      return { statuses: [known?.title ?? status] };
    }
  }
}

/**
 * GetTickets: a page of tickets (no message bodies), most recent activity first.
 * Department assignments do not exist here, so `ignore_dept_assignments` changes nothing.
 * `attachments` since 7.10; `owner_name` and `requestor_*` since 8.0.
 * @see https://developers.whmcs.com/api-reference/gettickets/
 */
export function getTickets(context: ActionContext): ActionReply {
  const { db, params, whmcs } = context;
  const page = getPage(context);
  const email = params.text('email');
  const subject = params.text('subject');
  const { total, rows } = listTickets(
    db,
    {
      clientId: params.int('clientid') || undefined,
      deptId: params.int('deptid') || undefined,
      email: email || undefined,
      subject: subject || undefined,
      ...resolveStatusFilter(db, params.text('status')),
    },
    page,
  );
  const tickets = rows.map((ticket) => {
    const requestor = getTicketRequestor(db, ticket);
    const files = listAttachments(db, 'ticket', ticket.id);
    return {
      id: String(ticket.id),
      tid: ticket.tid,
      deptid: String(ticket.deptid),
      userid: String(ticket.userid),
      name: requestor.name,
      ...(whmcs.isAtLeast('8.0') ? { owner_name: requestor.name } : {}),
      email: requestor.email,
      ...presentRequestorFields(whmcs, requestor),
      cc: ticket.cc,
      c: ticket.c,
      date: ticket.date,
      subject: ticket.subject,
      status: ticket.status,
      priority: ticket.priority,
      admin: ticket.admin,
      ...presentAttachmentFields(whmcs, files),
      lastreply: ticket.lastreply,
      flag: String(ticket.flag),
      service: ticket.service,
    };
  });
  return successReply({
    totalresults: String(total),
    startnumber: page.start,
    numreturned: tickets.length,
    tickets: { ticket: tickets },
  });
}
