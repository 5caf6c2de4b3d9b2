import type {
  DepartementsResponse,
  OpenTicketResponse,
  TicketChangeResponse,
  TicketResponse,
  TicketsResponse,
} from '@members/contract';

import {
  getTicket,
  listDepartments,
  listTickets,
  loadOwnTicket,
} from '../../domain/tickets.js';
import { sameText } from '../../domain/write-checks.js';
import type {
  ParsedInput,
  RouteCall,
  UseCaseCall,
} from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import type { UploadedFile } from '../../http/multipart.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS } from '../../lib/time.js';
import { spendQuota } from '../../stores/change-quota.js';
import type { ChangeQuota } from '../../stores/change-quota.js';
import { encodeAttachments } from '../../whmcs/index.js';

import { checkFile, contentTypeOf } from './attachments.js';
import type { CheckedFile } from './attachments.js';

/** New tickets per client per day. */
const TICKETS_PER_DAY = 10;
/** Replies per client per day. */
const REPLIES_PER_DAY = 60;

/** What the ticket use cases need. */
export type TicketDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'stores' | 'now'
>;

/** A ticket after a change, with the refreshed list. */
export type TicketChange = Omit<TicketChangeResponse, 'error'>;

/** A multipart form's fields and its uploaded files. */
type WithFiles<Fields> = Fields & { files: UploadedFile[] };

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

/** The client's quota of new tickets or replies for the day. */
function quota(
  deps: TicketDeps,
  kind: string,
  clientId: number,
  max: number,
): ChangeQuota {
  return {
    counters: deps.stores.counters,
    limit: { key: `tickets:${kind}:${clientId}`, max, windowMs: DAY_MS },
    now: deps.now(),
  };
}

async function changed(
  deps: TicketDeps,
  clientId: number,
  ticketId: number,
): Promise<TicketChange> {
  const [ticket, tickets] = await Promise.all([
    getTicket(deps, clientId, ticketId),
    listTickets(deps, clientId),
  ]);
  return { ticket, tickets };
}

/** Uploaded files, checked against the configured count, size and types. */
async function checkFiles(
  deps: TicketDeps,
  files: UploadedFile[],
): Promise<CheckedFile[]> {
  const { uploads } = deps.config;
  if (files.length > uploads.maxFiles) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Too many files');
  }
  return Promise.all(
    files.map((file) =>
      checkFile(file.filename, file.data, uploads.allowedTypes),
    ),
  );
}

function attachmentsOf(files: CheckedFile[]): { attachments?: string } {
  return files.length > 0
    ? {
        attachments: encodeAttachments(
          files.map((file) => ({ name: file.name, data: file.data })),
        ),
      }
    : {};
}

/** The client's tickets. */
export async function listClientTickets(
  deps: TicketDeps,
  { identity }: Pick<RouteCall<'tickets'>, 'identity'>,
): Promise<Omit<TicketsResponse, 'error'>> {
  return { tickets: await listTickets(deps, identity.clientId) };
}

/** One of the client's tickets with its messages. */
export async function getClientTicket(
  deps: TicketDeps,
  { identity, input }: Pick<RouteCall<'ticket'>, 'identity' | 'input'>,
): Promise<Omit<TicketResponse, 'error'>> {
  return { ticket: await getTicket(deps, identity.clientId, input.ticketid) };
}

/** The support departments a ticket can be opened in. */
export async function listTicketDepartments(
  deps: TicketDeps,
): Promise<Omit<DepartementsResponse, 'error'>> {
  return { departements: await listDepartments(deps) };
}

/**
 * Opens a ticket in WHMCS with its files. The department must exist and a
 * named subscription must be the client's own; otherwise nothing is sent.
 */
export async function openTicket(
  deps: TicketDeps,
  {
    identity,
    input,
    journal,
  }: Pick<
    UseCaseCall<WithFiles<ParsedInput<'openTicket'>>>,
    'identity' | 'input' | 'journal'
  >,
): Promise<Omit<OpenTicketResponse, 'error'>> {
  const { clientId } = identity;
  const files = await checkFiles(deps, input.files);
  const departments = await listDepartments(deps);
  if (!departments.some((department) => department.id === input.deptid)) {
    throw fieldError('deptid', 'unknown_department');
  }
  if (input.serviceid !== undefined) {
    const reply = await deps.whmcs.getClientsProducts({
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
  // Read back after a crash: the client's tickets with this subject in
  // this department, one more than before means WHMCS opened it.
  const sameTickets = async () =>
    (await listTickets(deps, clientId))
      .filter(
        (ticket) =>
          ticket.deptid === input.deptid &&
          sameText(ticket.subject, input.subject),
      )
      .sort((a, b) => b.ticketid - a.ticketid);
  const tickets = quota(deps, 'open', clientId, TICKETS_PER_DAY);
  return spendQuota(tickets, journal, () =>
    journal.step('ticket', {
      before: async () => (await sameTickets()).length,
      check: async (before) => {
        const found = await sameTickets();
        const newest = found[0];
        return newest && found.length > Number(before)
          ? { ticketid: newest.ticketid, tid: newest.tid }
          : null;
      },
      write: async () => {
        const opened = await deps.whmcs.openTicket({
          clientid: clientId,
          deptid: input.deptid,
          subject: input.subject,
          message: input.message,
          priority: 'Medium',
          markdown: true,
          ...(input.serviceid === undefined
            ? {}
            : { serviceid: input.serviceid }),
          ...attachmentsOf(files),
        });
        return { ticketid: opened.id, tid: opened.tid };
      },
    }),
  );
}

/** Adds the customer's reply (with files) to one of their tickets. */
export async function addReply(
  deps: TicketDeps,
  {
    identity,
    input,
    journal,
  }: Pick<
    UseCaseCall<WithFiles<ParsedInput<'addReply'>>>,
    'identity' | 'input' | 'journal'
  >,
): Promise<TicketChange> {
  const { clientId } = identity;
  const files = await checkFiles(deps, input.files);
  const ticket = await loadOwnTicket(deps, clientId, input.ticketid);
  // Read back after a crash: the customer's replies with this very text,
  // one more than before means WHMCS added it.
  const sameReplies = (replies: typeof ticket.replies) =>
    replies.filter(
      (reply) => !reply.isStaffReply && sameText(reply.message, input.message),
    ).length;
  const replies = quota(deps, 'reply', clientId, REPLIES_PER_DAY);
  await spendQuota(replies, journal, () =>
    journal.step('reply', {
      before: () => sameReplies(ticket.replies),
      check: async (before) =>
        sameReplies(
          (await loadOwnTicket(deps, clientId, input.ticketid)).replies,
        ) > Number(before)
          ? true
          : null,
      write: async () => {
        await deps.whmcs.addTicketReply({
          ticketid: input.ticketid,
          clientid: clientId,
          message: input.message,
          markdown: true,
          ...attachmentsOf(files),
        });
        return true;
      },
    }),
  );
  return changed(deps, clientId, input.ticketid);
}

/** Closes one of the customer's tickets (WHMCS status Closed). */
export async function cancelTicket(
  deps: TicketDeps,
  {
    identity,
    input,
    journal,
  }: Pick<RouteCall<'cancelTicket'>, 'identity' | 'input' | 'journal'>,
): Promise<TicketChange> {
  const { clientId } = identity;
  const ticketId = input.ticketid;
  const ticket = await loadOwnTicket(deps, clientId, ticketId);
  if (ticket.status !== 'Closed' || journal.isResuming) {
    await journal.step('close', {
      check: async () =>
        (await loadOwnTicket(deps, clientId, ticketId)).status === 'Closed'
          ? true
          : null,
      write: async () => {
        await deps.whmcs.updateTicket({ ticketid: ticketId, status: 'Closed' });
        return true;
      },
    });
  }
  return changed(deps, clientId, ticketId);
}

/**
 * One file of a message of the customer's own ticket. Staff notes are
 * never reachable: only the opening message and replies are looked up.
 */
export async function getAttachment(
  deps: TicketDeps,
  {
    identity,
    input,
  }: Pick<RouteCall<'ticketAttachment'>, 'identity' | 'input'>,
): Promise<AttachmentDownload> {
  const { clientId } = identity;
  const { ticketid: ticketId, replyid: replyId, index } = input;
  const ticket = await loadOwnTicket(deps, clientId, ticketId);
  const reply = ticket.replies.find((entry) => entry.replyid === replyId);
  const listed = reply?.attachments.find((entry) => entry.index === index);
  if (!reply || !listed) {
    throw new AppError('NOT_FOUND', 'No such attachment');
  }
  const found = await deps.whmcs.getTicketAttachment({
    relatedid: replyId === 0 ? ticketId : replyId,
    type: replyId === 0 ? 'ticket' : 'reply',
    index,
  });
  const data = Buffer.from(found.data, 'base64');
  const filename = found.filename || listed.filename;
  return { filename, data, contentType: await contentTypeOf(filename, data) };
}
