import { z } from 'zod';

import { defineAction } from '../action-definition.js';

/** Parameters of AcceptOrder: the Pending order, module setup and welcome mails. */
export type AcceptOrderParams = {
  orderid: number;
  autosetup?: boolean;
  sendemail?: boolean;
};

/**
 * Reply of AcceptOrder: only the result.
 * @see https://developers.whmcs.com/api-reference/acceptorder/
 */
export const acceptOrderReplySchema = z.object({});

/** Parsed AcceptOrder reply. */
export type AcceptOrderReply = z.infer<typeof acceptOrderReplySchema>;

/**
 * AcceptOrder: accepts a Pending order (its services become Active).
 * @see https://developers.whmcs.com/api-reference/acceptorder/
 */
export const acceptOrderAction = defineAction<AcceptOrderParams>()({
  isRead: false,
  replySchema: acceptOrderReplySchema,
});
