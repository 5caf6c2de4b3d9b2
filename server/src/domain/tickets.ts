import type {
  Department,
  Ticket,
  TicketAttachment,
  TicketSummary,
} from '@members/contract';

import { AppError } from '../lib/app-error.js';
import { collectPages, WhmcsError } from '../whmcs/index.js';
import type { GetTicketReply, GetTicketsReply } from '../whmcs/index.js';

import type { DomainContext } from './context.js';
import { toLocalDateTime } from './dates.js';

const DEPARTMENTS_TTL_MS = 5 * 60 * 1000;

/** Support departments (cached for a few minutes). */
export async function listDepartments(
  ctx: DomainContext,
): Promise<Department[]> {
  return ctx.cache.get('departments', DEPARTMENTS_TTL_MS, async () => {
    const reply = await ctx.whmcs.getSupportDepartments();
    return reply.departments.map((department) => ({
      id: department.id,
      name: department.name,
    }));
  });
}

function departmentName(departments: Department[], id: number): string {
  return departments.find((department) => department.id === id)?.name ?? '';
}

type WhmcsTicketSummary = GetTicketsReply['tickets'][number];

/** Maps a WHMCS ticket list entry to the contract. */
export function presentTicketSummary(
  ticket: WhmcsTicketSummary,
  departments: Department[],
): TicketSummary {
  return {
    ticketid: ticket.id,
    tid: ticket.tid,
    deptid: ticket.deptid,
    department: departmentName(departments, ticket.deptid),
    subject: ticket.subject,
    status: ticket.status,
    priority: ticket.priority,
    date: toLocalDateTime(ticket.date),
    lastreply: toLocalDateTime(ticket.lastreply),
  };
}

/**
 * Maps a whole WHMCS ticket to the contract: the thread oldest first, each
 * message marked as the customer's or staff's. Staff-only notes are never
 * part of the answer.
 */
export function presentTicket(
  ticket: GetTicketReply,
  departments: Department[],
): Ticket {
  const replies = [...ticket.replies]
    .sort((a, b) => a.replyid - b.replyid)
    .map((reply) => {
      const attachments: TicketAttachment[] = reply.attachments.map(
        (attachment) => ({
          replyid: reply.replyid,
          index: attachment.index,
          filename: attachment.filename,
        }),
      );
      return {
        replyid: reply.replyid,
        from: reply.isStaffReply ? ('staff' as const) : ('customer' as const),
        name: reply.isStaffReply
          ? reply.admin || reply.requestor_name
          : reply.requestor_name || reply.name,
        date: toLocalDateTime(reply.date),
        message: reply.message,
        attachments,
      };
    });
  return {
    ticketid: ticket.ticketid,
    tid: ticket.tid,
    deptid: ticket.deptid,
    department: ticket.deptname || departmentName(departments, ticket.deptid),
    subject: ticket.subject,
    status: ticket.status,
    priority: ticket.priority,
    date: toLocalDateTime(ticket.date),
    lastreply: toLocalDateTime(ticket.lastreply),
    replies,
    attachments: replies.flatMap((reply) => reply.attachments),
  };
}

/** The client's tickets, most recently active first. */
export async function listTickets(
  ctx: DomainContext,
  clientId: number,
): Promise<TicketSummary[]> {
  const [tickets, departments] = await Promise.all([
    collectPages(
      ctx.whmcs,
      'GetTickets',
      { clientid: clientId },
      (reply) => reply.tickets,
    ),
    listDepartments(ctx),
  ]);
  return tickets
    .filter((ticket) => ticket.userid === clientId)
    .sort(
      (a, b) =>
        (b.lastreply ?? b.date ?? '').localeCompare(
          a.lastreply ?? a.date ?? '',
        ) || b.id - a.id,
    )
    .map((ticket) => presentTicketSummary(ticket, departments));
}

/**
 * Loads a ticket of the client. Another client's ticket answers exactly like
 * a missing one (404).
 */
export async function loadOwnTicket(
  ctx: DomainContext,
  clientId: number,
  ticketId: number,
): Promise<GetTicketReply> {
  let ticket: GetTicketReply;
  try {
    ticket = await ctx.whmcs.getTicket({
      ticketid: ticketId,
      repliessort: 'ASC',
    });
  } catch (error) {
    if (error instanceof WhmcsError && error.isNotFound()) {
      throw new AppError('NOT_FOUND', 'Ticket not found');
    }
    throw error;
  }
  if (ticket.userid !== clientId) {
    throw new AppError('NOT_FOUND', 'Ticket not found');
  }
  return ticket;
}

/** A ticket of the client, ready for the contract. */
export async function getTicket(
  ctx: DomainContext,
  clientId: number,
  ticketId: number,
): Promise<Ticket> {
  const [ticket, departments] = await Promise.all([
    loadOwnTicket(ctx, clientId, ticketId),
    listDepartments(ctx),
  ]);
  return presentTicket(ticket, departments);
}
