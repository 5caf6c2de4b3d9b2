import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { idSchema } from '../normalise.js';

/** Parameters of UpdateTicket; `status: 'Closed'` is how a ticket is closed. */
export type UpdateTicketParams = {
  ticketid: number;
  deptid?: number;
  status?: string;
  subject?: string;
  priority?: 'Low' | 'Medium' | 'High';
  cc?: string;
  /** The client id. */
  userid?: number;
  name?: string;
  email?: string;
  created?: string;
  flag?: number;
  removeFlag?: boolean;
  /** Replaces the opening message. */
  message?: string;
  markdown?: boolean;
  /** Encoded with `encodeCustomFields`. */
  customfields?: string;
  preventClientClosure?: boolean;
};

/**
 * Reply of UpdateTicket: the ticket id.
 * @see https://developers.whmcs.com/api-reference/updateticket/
 */
export const updateTicketReplySchema = z.object({ ticketid: idSchema });

/** Parsed UpdateTicket reply. */
export type UpdateTicketReply = z.infer<typeof updateTicketReplySchema>;

/**
 * UpdateTicket: changes a ticket's fields, including closing it.
 * @see https://developers.whmcs.com/api-reference/updateticket/
 */
export const updateTicketAction = defineAction<UpdateTicketParams>()({
  isRead: false,
  replySchema: updateTicketReplySchema,
});
