import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { idSchema, requiredTextSchema, textSchema } from '../normalise.js';

/**
 * Parameters of OpenTicket; a guest needs `name` and `email`, and `created`
 * (ISO 8601 or `YYYY-MM-DD HH:mm:ss`) may not lie in the future.
 */
export type OpenTicketParams = {
  deptid: number;
  subject: string;
  message: string;
  clientid?: number;
  userid?: number;
  contactid?: number;
  name?: string;
  email?: string;
  priority?: 'Low' | 'Medium' | 'High';
  created?: string;
  serviceid?: number;
  domainid?: number;
  admin?: boolean;
  noemail?: boolean;
  markdown?: boolean;
  /** Encoded with `encodeCustomFields`. */
  customfields?: string;
  /** Encoded with `encodeAttachments`. */
  attachments?: string;
  preventClientClosure?: boolean;
};

/**
 * Reply of OpenTicket: the database id, the public number and the access key.
 * @see https://developers.whmcs.com/api-reference/openticket/
 */
export const openTicketReplySchema = z.object({
  id: idSchema,
  tid: requiredTextSchema,
  c: textSchema.default(''),
});

/** Parsed OpenTicket reply. */
export type OpenTicketReply = z.infer<typeof openTicketReplySchema>;

/**
 * OpenTicket: opens a support ticket.
 * @see https://developers.whmcs.com/api-reference/openticket/
 */
export const openTicketAction = defineAction<OpenTicketParams>()({
  isRead: false,
  replySchema: openTicketReplySchema,
});
