import { z } from 'zod';

import { defineAction } from '../action-definition.js';

/**
 * Parameters of AddTicketReply; `ticketid` is the database id, and the author
 * is the client (`clientid`), a staff member (`adminusername`) or a guest
 * (`name` + `email`).
 */
export type AddTicketReplyParams = {
  ticketid: number;
  message: string;
  clientid?: number;
  contactid?: number;
  adminusername?: string;
  name?: string;
  email?: string;
  /** Status to set instead of WHMCS's default after a reply. */
  status?: string;
  noemail?: boolean;
  markdown?: boolean;
  /** Encoded with `encodeCustomFields`. */
  customfields?: string;
  /** Encoded with `encodeAttachments`. */
  attachments?: string;
  created?: string;
};

/**
 * Reply of AddTicketReply: nothing beyond success (no reply id; re-read the
 * ticket).
 * @see https://developers.whmcs.com/api-reference/addticketreply/
 */
export const addTicketReplyReplySchema = z.object({});

/** Parsed AddTicketReply reply. */
export type AddTicketReplyReply = z.infer<typeof addTicketReplyReplySchema>;

/**
 * AddTicketReply: adds a message to a ticket.
 * @see https://developers.whmcs.com/api-reference/addticketreply/
 */
export const addTicketReplyAction = defineAction<AddTicketReplyParams>()({
  isRead: false,
  replySchema: addTicketReplyReplySchema,
});
