import { z } from 'zod';

import {
  checkedString,
  dateTimeSchema,
  emailSchema,
  idSchema,
  identitySchema,
  textIdSchema,
  textIndexSchema,
} from './common.js';
import { checkTicketMessage, checkTicketSubject } from './field-checks.js';

/** Ticket statuses as shown and WHMCS's spelling of them; statuses stay strings. */
export const TICKET_STATUSES = [
  'Open',
  'Answered',
  'Customer-Reply',
  'In Progress',
  'On Hold',
  'Closed',
] as const;

/** A support department. */
export const departmentSchema = z
  .object({
    id: idSchema,
    name: z.string(),
  })
  .meta({ id: 'Department' });
export type Department = z.infer<typeof departmentSchema>;

/** A ticket in a list (no messages). `ticketid` is WHMCS's internal id. */
export const ticketSummarySchema = z
  .object({
    ticketid: idSchema.describe('WHMCS internal ticket id'),
    tid: z.string().describe('Public ticket number, for display'),
    deptid: idSchema,
    department: z.string(),
    subject: z.string(),
    status: z.string(),
    priority: z.string(),
    date: dateTimeSchema,
    lastreply: dateTimeSchema,
  })
  .meta({ id: 'TicketSummary' });
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** A file attached to a ticket message. */
export const ticketAttachmentSchema = z
  .object({
    replyid: z
      .number()
      .int()
      .nonnegative()
      .describe('Message it belongs to; 0 = the opening message'),
    index: z.number().int().nonnegative(),
    filename: z.string(),
  })
  .meta({ id: 'TicketAttachment' });
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

/** One message of a ticket thread; the opening message has `replyid` 0. */
export const ticketReplySchema = z
  .object({
    replyid: z.number().int().nonnegative(),
    from: z.enum(['customer', 'staff']),
    name: z.string().describe('Author shown next to the message'),
    date: dateTimeSchema,
    message: z
      .string()
      .describe(
        'As WHMCS stores it (Markdown or HTML); sanitise before showing',
      ),
    attachments: z.array(ticketAttachmentSchema),
  })
  .meta({ id: 'TicketReply' });
export type TicketReply = z.infer<typeof ticketReplySchema>;

/** A whole ticket: its thread in order, oldest first, and every attachment. */
export const ticketSchema = ticketSummarySchema
  .extend({
    replies: z.array(ticketReplySchema),
    attachments: z.array(ticketAttachmentSchema),
  })
  .meta({ id: 'Ticket' });
export type Ticket = z.infer<typeof ticketSchema>;

/** `tickets`: the client's tickets, most recently active first. */
export const ticketsRequestSchema = identitySchema;
export type TicketsRequest = z.infer<typeof ticketsRequestSchema>;
export const ticketsResponseSchema = z.object({
  tickets: z.array(ticketSummarySchema),
});
export type TicketsResponse = z.infer<typeof ticketsResponseSchema>;

/** `ticket`: one of the client's tickets. */
export const ticketRequestSchema = identitySchema.extend({
  ticketid: idSchema,
});
export type TicketRequest = z.infer<typeof ticketRequestSchema>;
export const ticketResponseSchema = z.object({ ticket: ticketSchema });
export type TicketResponse = z.infer<typeof ticketResponseSchema>;

/** `departements` (the API's published spelling): departments a ticket can be opened in. */
export const departementsRequestSchema = identitySchema;
export type DepartementsRequest = z.infer<typeof departementsRequestSchema>;
export const departementsResponseSchema = z.object({
  departements: z.array(departmentSchema),
});
export type DepartementsResponse = z.infer<typeof departementsResponseSchema>;

/**
 * A ticket subject: one line, no control or bidi characters, not blank, at
 * most 200 characters once trimmed ({@link checkTicketSubject}); it is sent
 * on trimmed.
 */
export const ticketSubjectSchema = checkedString(
  checkTicketSubject,
  'subject_required',
).trim();

/**
 * A ticket message, written as Markdown: tabs and line breaks, but no other
 * control character and no bidi override ({@link checkTicketMessage}).
 */
export const ticketMessageSchema = checkedString(
  checkTicketMessage,
  'message_required',
);

/**
 * `openTicket` (multipart/form-data): the text fields; files come as
 * `attachments` parts.
 */
export const openTicketFieldsSchema = z.object({
  deptid: textIdSchema.describe('Department id'),
  subject: ticketSubjectSchema,
  message: ticketMessageSchema,
  serviceid: textIdSchema
    .optional()
    .describe('The subscription the ticket is about'),
  clientid: textIdSchema.optional().describe("Must be the session's client id"),
  email: emailSchema.optional().describe("Must be the session's e-mail"),
});
export type OpenTicketFields = z.input<typeof openTicketFieldsSchema>;
export const openTicketResponseSchema = z.object({
  ticketid: idSchema,
  tid: z.string(),
});
export type OpenTicketResponse = z.infer<typeof openTicketResponseSchema>;

/** `addReply` (multipart/form-data): the text fields; files come as `attachments`. */
export const addReplyFieldsSchema = z.object({
  ticketid: textIdSchema,
  message: ticketMessageSchema,
  clientid: textIdSchema.optional().describe("Must be the session's client id"),
  email: emailSchema.optional().describe("Must be the session's e-mail"),
});
export type AddReplyFields = z.input<typeof addReplyFieldsSchema>;

/** A changed ticket with the refreshed list. */
export const ticketChangeResponseSchema = z.object({
  ticket: ticketSchema,
  tickets: z.array(ticketSummarySchema),
});
export type TicketChangeResponse = z.infer<typeof ticketChangeResponseSchema>;

/** `cancelTicket`: close a ticket (WHMCS status Closed). */
export const cancelTicketRequestSchema = identitySchema.extend({
  ticketid: idSchema,
});
export type CancelTicketRequest = z.infer<typeof cancelTicketRequestSchema>;

/**
 * Kinds of message whose files a customer may download: the opening message
 * and the replies. Staff notes (WHMCS type `note`) are never customer-visible.
 */
export const TICKET_ATTACHMENT_TYPES = ['ticket', 'reply'] as const;

/**
 * `ticketAttachment`: one file of a ticket message. `type` is optional; when
 * sent it must be `ticket` with `replyid` 0 or `reply` with a reply id, so a
 * staff note (`note`) or any other type is refused (400 VALIDATION).
 */
export const ticketAttachmentRequestSchema = z
  .object({
    ticketid: textIdSchema,
    replyid: textIndexSchema.describe('0 = the opening message'),
    index: textIndexSchema,
    type: z
      .enum(TICKET_ATTACHMENT_TYPES, { error: 'invalid_attachment_type' })
      .optional()
      .describe('ticket (replyid 0) or reply; never note'),
  })
  .refine(
    (value) =>
      value.type === undefined ||
      (value.type === 'ticket') === (value.replyid === 0),
    { error: 'invalid_attachment_type', path: ['type'] },
  );
export type TicketAttachmentRequest = z.input<
  typeof ticketAttachmentRequestSchema
>;
