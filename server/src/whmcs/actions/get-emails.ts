import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  createWrappedListSchema,
  dateTimeSchema,
  idSchema,
  pageShape,
  refIdSchema,
  textSchema,
} from '../normalise.js';

/**
 * Parameters of GetEmails: the client (required), paging, and optionally a
 * day (`Y-m-d H:i:s`) and a part of the subject.
 */
export type GetEmailsParams = {
  clientid: number;
  limitstart?: number;
  limitnum?: number;
  date?: string;
  subject?: string;
};

/**
 * Reply of GetEmails: one page of the e-mails WHMCS sent the client, under
 * `emails.email`.
 * @see https://developers.whmcs.com/api-reference/getemails/
 */
export const getEmailsReplySchema = z.object({
  ...pageShape,
  emails: createWrappedListSchema(
    'email',
    z.object({
      id: idSchema,
      userid: refIdSchema.default(0),
      subject: textSchema.default(''),
      message: textSchema.default(''),
      date: dateTimeSchema.default(null),
      to: textSchema.default(''),
      cc: textSchema.default(''),
      bcc: textSchema.default(''),
    }),
  ),
});

/** Parsed GetEmails reply. */
export type GetEmailsReply = z.infer<typeof getEmailsReplySchema>;

/**
 * GetEmails: the e-mails WHMCS sent one client, paginated.
 * @see https://developers.whmcs.com/api-reference/getemails/
 */
export const getEmailsAction = defineAction<GetEmailsParams>()({
  isRead: true,
  replySchema: getEmailsReplySchema,
});
