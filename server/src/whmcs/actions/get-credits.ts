import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  countSchema,
  createWrappedListSchema,
  dateSchema,
  idSchema,
  moneySchema,
  refIdSchema,
  textSchema,
} from '../normalise.js';

/** Parameters of GetCredits: the client whose credit log to read. */
export type GetCreditsParams = {
  clientid: number;
};

/**
 * Reply of GetCredits: the client's credit log (`tblcredit`) under
 * `credits.credit`, every entry (no paging); `amount` is negative where the
 * credit was used.
 * @see https://developers.whmcs.com/api-reference/getcredits/
 */
export const getCreditsReplySchema = z.object({
  totalresults: countSchema.default(0),
  clientid: refIdSchema.default(0),
  credits: createWrappedListSchema(
    'credit',
    z.object({
      id: idSchema,
      date: dateSchema.default(null),
      description: textSchema.default(''),
      amount: moneySchema,
      relid: refIdSchema.default(0),
    }),
  ),
});

/** Parsed GetCredits reply. */
export type GetCreditsReply = z.infer<typeof getCreditsReplySchema>;

/**
 * GetCredits: the credit log of one client.
 * @see https://developers.whmcs.com/api-reference/getcredits/
 */
export const getCreditsAction = defineAction<GetCreditsParams>()({
  isRead: true,
  replySchema: getCreditsReplySchema,
});
