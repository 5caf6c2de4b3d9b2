import { z } from 'zod';

import { defineAction } from '../action-definition.js';

/**
 * Parameters of SendEmail: an existing template (`messagename`) or a custom
 * message; `id` is the related record for the message type (client id for
 * `general`).
 */
export type SendEmailParams = {
  messagename?: string;
  id?: number;
  customtype?:
    'general' | 'product' | 'domain' | 'invoice' | 'support' | 'affiliate';
  customsubject?: string;
  /** HTML body. */
  custommessage?: string;
  /** Encoded with `encodeSerializedArray`, keyed by template variable name. */
  customvars?: string;
};

/**
 * Reply of SendEmail: nothing beyond success.
 * @see https://developers.whmcs.com/api-reference/sendemail/
 */
export const sendEmailReplySchema = z.object({});

/** Parsed SendEmail reply. */
export type SendEmailReply = z.infer<typeof sendEmailReplySchema>;

/**
 * SendEmail: sends a client e-mail through WHMCS.
 * @see https://developers.whmcs.com/api-reference/sendemail/
 */
export const sendEmailAction = defineAction<SendEmailParams>()({
  isRead: false,
  replySchema: sendEmailReplySchema,
});
