import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  attachmentListSchema,
  dateTimeSchema,
  idSchema,
  pageShape,
  refIdSchema,
  requiredTextSchema,
  textSchema,
  createWrappedListSchema,
  ticketStatusSchema,
} from '../normalise.js';

/**
 * Parameters of GetTickets; `ignore_dept_assignments` defaults to true,
 * otherwise WHMCS only lists departments the API admin is assigned to.
 */
export type GetTicketsParams = {
  limitstart?: number;
  limitnum?: number;
  deptid?: number;
  clientid?: number;
  email?: string;
  status?: string;
  subject?: string;
  ignore_dept_assignments?: boolean;
};

const ticketSummarySchema = z.object({
  /** Database id used by the other ticket actions. */
  id: idSchema,
  /** Public ticket number, for display. */
  tid: requiredTextSchema,
  deptid: refIdSchema.default(0),
  /** The client id, 0 for a guest ticket. */
  userid: refIdSchema.default(0),
  name: textSchema.default(''),
  email: textSchema.default(''),
  requestor_name: textSchema.default(''),
  /** Client-area access key that goes with `tid`. */
  c: textSchema.default(''),
  date: dateTimeSchema.default(null),
  subject: textSchema.default(''),
  status: ticketStatusSchema,
  priority: textSchema.default(''),
  admin: textSchema.default(''),
  attachment: textSchema.default(''),
  attachments: attachmentListSchema,
  lastreply: dateTimeSchema.default(null),
  flag: refIdSchema.default(0),
  service: textSchema.default(''),
});

/**
 * Reply of GetTickets: one page of ticket summaries without message bodies.
 * Only the fields the members area reads are parsed; zod drops the others
 * unread (a busy dashboard parses every field of every record it keeps).
 * @see https://developers.whmcs.com/api-reference/gettickets/
 */
export const getTicketsReplySchema = z.object({
  ...pageShape,
  tickets: createWrappedListSchema('ticket', ticketSummarySchema),
});

/** Parsed GetTickets reply. */
export type GetTicketsReply = z.infer<typeof getTicketsReplySchema>;

/**
 * GetTickets: tickets filtered by client, department or status, paginated.
 * @see https://developers.whmcs.com/api-reference/gettickets/
 */
export const getTicketsAction = defineAction<GetTicketsParams>()({
  isRead: true,
  replySchema: getTicketsReplySchema,
  defaultParams: { ignore_dept_assignments: true },
});
