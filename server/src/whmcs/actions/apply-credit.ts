import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { booleanSchema, idSchema, moneySchema } from '../normalise.js';

/**
 * Parameters of ApplyCredit: the invoice, the amount of the client's credit to
 * apply (`full`: as much as possible) and whether to skip the payment mail.
 */
export type ApplyCreditParams = {
  invoiceid: number;
  amount: string | number;
  noemail?: boolean;
};

/**
 * Reply of ApplyCredit: the invoice, the amount applied and whether the
 * invoice is now paid (a `"true"`/`"false"` string).
 * @see https://developers.whmcs.com/api-reference/applycredit/
 */
export const applyCreditReplySchema = z.object({
  invoiceid: idSchema,
  amount: moneySchema,
  invoicepaid: booleanSchema.default(false),
});

/** Parsed ApplyCredit reply. */
export type ApplyCreditReply = z.infer<typeof applyCreditReplySchema>;

/**
 * ApplyCredit: applies the client's credit balance to an Unpaid invoice.
 * @see https://developers.whmcs.com/api-reference/applycredit/
 */
export const applyCreditAction = defineAction<ApplyCreditParams>()({
  isRead: false,
  replySchema: applyCreditReplySchema,
});
