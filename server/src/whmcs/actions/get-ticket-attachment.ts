import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { requiredTextSchema } from '../normalise.js';

/**
 * Parameters of GetTicketAttachment; `type: 'note'` reads staff-note files,
 * so callers must check the related ticket belongs to the session's client.
 */
export type GetTicketAttachmentParams = {
  relatedid: number;
  type: 'ticket' | 'reply' | 'note';
  index: number;
};

const BASE64_TEXT = /^[A-Za-z0-9+/\r\n]*={0,2}[\r\n]*$/;

/**
 * Reply of GetTicketAttachment: the file name and its bytes in base64.
 * @see https://developers.whmcs.com/api-reference/getticketattachment/
 */
export const getTicketAttachmentReplySchema = z.object({
  filename: requiredTextSchema,
  data: z.string().regex(BASE64_TEXT),
});

/** Parsed GetTicketAttachment reply. */
export type GetTicketAttachmentReply = z.infer<
  typeof getTicketAttachmentReplySchema
>;

/** Attachments are sent base64 (≈ +33 %), so allow a 5 MiB file with room to spare. */
const ATTACHMENT_REPLY_MAX_BYTES = 12 * 1024 * 1024;

/**
 * GetTicketAttachment: one attachment of a ticket, reply or note.
 * @see https://developers.whmcs.com/api-reference/getticketattachment/
 */
export const getTicketAttachmentAction =
  defineAction<GetTicketAttachmentParams>()({
    isRead: true,
    replySchema: getTicketAttachmentReplySchema,
    maxResponseBytes: ATTACHMENT_REPLY_MAX_BYTES,
  });
