import type { Ticket, TicketSummary } from '@members/contract';

import type { DomainContext } from '../../domain/context.js';
import {
  getTicket,
  listDepartments,
  listTickets,
  loadOwnTicket,
} from '../../domain/tickets.js';
import { AppError } from '../../lib/app-error.js';
import { consumeLimits } from '../../lib/limits.js';
import { DAY_MS } from '../../lib/time.js';
import type { Stores } from '../../stores/types.js';
import { encodeAttachments } from '../../whmcs/index.js';

import { contentTypeOf } from './attachments.js';
import type { CheckedFile } from './attachments.js';

/** New tickets per client per day. */
const TICKETS_PER_DAY = 10;
/** Replies per client per day. */
const REPLIES_PER_DAY = 60;

/** What the ticket use cases need. */
export interface TicketDeps {
  ctx: DomainContext;
  stores: Stores;
  now: () => number;
}

/** A ticket after a change, with the refreshed list. */
export interface TicketChange {
  ticket: Ticket;
  tickets: TicketSummary[];
}

/** A downloaded attachment. */
export interface AttachmentDownload {
  filename: string;
  data: Buffer;
  contentType: string;
}

function fieldError(path: string, code: string): AppError {
  return new AppError('VALIDATION', `Invalid ${path}`, {
    issues: [{ path, code }],
  });
}

/** Opening, answering and closing tickets, and their files. */
export function createTicketService(deps: TicketDeps) {
  const { ctx, stores, now } = deps;

  async function limit(kind: string, clientId: number, max: number) {
    await consumeLimits(
      stores.counters,
      [{ key: `tickets:${kind}:${clientId}`, max, windowMs: DAY_MS }],
      now(),
    );
  }

  async function changed(
    clientId: number,
    ticketId: number,
  ): Promise<TicketChange> {
    const [ticket, tickets] = await Promise.all([
      getTicket(ctx, clientId, ticketId),
      listTickets(ctx, clientId),
    ]);
    return { ticket, tickets };
  }

  return {
    /**
     * Opens a ticket in WHMCS with its files. The department must exist and a
     * named subscription must be the client's own; otherwise nothing is sent.
     */
    async openTicket(
      clientId: number,
      input: {
        deptid: number;
        subject: string;
        message: string;
        serviceid?: number | undefined;
      },
      files: CheckedFile[],
    ): Promise<{ ticketid: number; tid: string }> {
      const departments = await listDepartments(ctx);
      if (!departments.some((department) => department.id === input.deptid)) {
        throw fieldError('deptid', 'unknown_department');
      }
      if (input.serviceid !== undefined) {
        const reply = await ctx.whmcs.getClientsProducts({
          clientid: clientId,
          serviceid: input.serviceid,
        });
        if (
          !reply.products.some(
            (p) => p.id === input.serviceid && p.clientid === clientId,
          )
        ) {
          throw fieldError('serviceid', 'unknown_subscription');
        }
      }
      await limit('open', clientId, TICKETS_PER_DAY);
      const opened = await ctx.whmcs.openTicket({
        clientid: clientId,
        deptid: input.deptid,
        subject: input.subject,
        message: input.message,
        priority: 'Medium',
        markdown: true,
        ...(input.serviceid === undefined
          ? {}
          : { serviceid: input.serviceid }),
        ...(files.length > 0
          ? {
              attachments: encodeAttachments(
                files.map((file) => ({ name: file.name, data: file.data })),
              ),
            }
          : {}),
      });
      return { ticketid: opened.id, tid: opened.tid };
    },

    /** Adds the customer's reply (with files) to one of their tickets. */
    async addReply(
      clientId: number,
      ticketId: number,
      message: string,
      files: CheckedFile[],
    ): Promise<TicketChange> {
      await loadOwnTicket(ctx, clientId, ticketId);
      await limit('reply', clientId, REPLIES_PER_DAY);
      await ctx.whmcs.addTicketReply({
        ticketid: ticketId,
        clientid: clientId,
        message,
        markdown: true,
        ...(files.length > 0
          ? {
              attachments: encodeAttachments(
                files.map((file) => ({ name: file.name, data: file.data })),
              ),
            }
          : {}),
      });
      return changed(clientId, ticketId);
    },

    /** Closes one of the customer's tickets (WHMCS status Closed). */
    async cancelTicket(
      clientId: number,
      ticketId: number,
    ): Promise<TicketChange> {
      const ticket = await loadOwnTicket(ctx, clientId, ticketId);
      if (ticket.status !== 'Closed') {
        await ctx.whmcs.updateTicket({ ticketid: ticketId, status: 'Closed' });
      }
      return changed(clientId, ticketId);
    },

    /**
     * One file of a message of the customer's own ticket. Staff notes are
     * never reachable: only the opening message and replies are looked up.
     */
    async getAttachment(
      clientId: number,
      ticketId: number,
      replyId: number,
      index: number,
    ): Promise<AttachmentDownload> {
      const ticket = await loadOwnTicket(ctx, clientId, ticketId);
      const reply = ticket.replies.find((entry) => entry.replyid === replyId);
      const listed = reply?.attachments.find((file) => file.index === index);
      if (!reply || !listed) {
        throw new AppError('NOT_FOUND', 'No such attachment');
      }
      const file = await ctx.whmcs.getTicketAttachment({
        relatedid: replyId === 0 ? ticketId : replyId,
        type: replyId === 0 ? 'ticket' : 'reply',
        index,
      });
      const data = Buffer.from(file.data, 'base64');
      return {
        filename: file.filename || listed.filename,
        data,
        contentType: await contentTypeOf(
          file.filename || listed.filename,
          data,
        ),
      };
    },
  };
}

/** The ticket service's type. */
export type TicketService = ReturnType<typeof createTicketService>;
