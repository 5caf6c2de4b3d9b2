import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  attachmentListSchema,
  booleanSchema,
  countSchema,
  dateTimeSchema,
  idSchema,
  refIdSchema,
  requiredTextSchema,
  textSchema,
  createWrappedListSchema,
  ticketStatusSchema,
} from '../normalise.js';

/** Parameters of GetTicket: the database id or the public number (`tid`). */
export type GetTicketParams = (
  | { ticketid: number; ticketnum?: string }
  | { ticketnum: string; ticketid?: number }
) & { repliessort?: 'ASC' | 'DESC' };

const ticketReplySchema = z
  .object({
    /** `0` marks the opening message. */
    replyid: refIdSchema,
    /** The ticket's client id, even on staff replies: not an author marker. */
    userid: refIdSchema.default(0),
    contactid: refIdSchema.default(0),
    name: textSchema.default(''),
    email: textSchema.default(''),
    requestor_name: textSchema.default(''),
    requestor_email: textSchema.default(''),
    requestor_type: textSchema.default(''),
    date: dateTimeSchema.default(null),
    message: textSchema.default(''),
    attachment: textSchema.default(''),
    attachments: attachmentListSchema,
    attachments_removed: booleanSchema.default(false),
    /** Staff display name on staff replies, empty on client replies. */
    admin: textSchema.default(''),
    rating: countSchema.default(0),
  })
  .transform((reply) => ({
    ...reply,
    isOpeningMessage: reply.replyid === 0,
    isStaffReply:
      reply.admin.trim() !== '' || reply.requestor_type === 'Operator',
  }));

const staffNoteSchema = z.object({
  noteid: idSchema,
  date: dateTimeSchema.default(null),
  message: textSchema.default(''),
  attachment: textSchema.default(''),
  attachments: attachmentListSchema,
  attachments_removed: booleanSchema.default(false),
  admin: textSchema.default(''),
});

/**
 * Reply of GetTicket: the ticket with its messages; WHMCS's `notes` come out
 * as `staffOnlyNotes` because they are internal and must never reach a client.
 * @see https://developers.whmcs.com/api-reference/getticket/
 */
export const getTicketReplySchema = z
  .object({
    ticketid: idSchema,
    id: idSchema.optional(),
    tid: requiredTextSchema,
    c: textSchema.default(''),
    deptid: refIdSchema.default(0),
    deptname: textSchema.default(''),
    /** The client id, 0 for a guest ticket; check it against the session. */
    userid: refIdSchema.default(0),
    contactid: refIdSchema.default(0),
    name: textSchema.default(''),
    email: textSchema.default(''),
    requestor_name: textSchema.default(''),
    requestor_email: textSchema.default(''),
    requestor_type: textSchema.default(''),
    cc: textSchema.default(''),
    date: dateTimeSchema.default(null),
    subject: textSchema.default(''),
    status: ticketStatusSchema,
    priority: textSchema.default(''),
    admin: textSchema.default(''),
    lastreply: dateTimeSchema.default(null),
    flag: refIdSchema.default(0),
    /** `S<serviceId>` or `D<domainId>` when the ticket is about one. */
    service: textSchema.default(''),
    replies: createWrappedListSchema('reply', ticketReplySchema),
    notes: createWrappedListSchema('note', staffNoteSchema),
  })
  .transform(({ notes, ...ticket }) => ({ ...ticket, staffOnlyNotes: notes }));

/** Parsed GetTicket reply. */
export type GetTicketReply = z.infer<typeof getTicketReplySchema>;

/** One message of a ticket, with `isOpeningMessage` and `isStaffReply` derived. */
export type WhmcsTicketReply = GetTicketReply['replies'][number];

/**
 * GetTicket: one ticket with its replies and staff notes.
 * @see https://developers.whmcs.com/api-reference/getticket/
 */
export const getTicketAction = defineAction<GetTicketParams>()({
  isRead: true,
  replySchema: getTicketReplySchema,
});
