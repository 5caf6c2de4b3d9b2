import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { idSchema } from '../normalise.js';

/**
 * Parameters of DeletePayMethod: the client and its method;
 * `failonremotefailure` refuses when the gateway cannot drop its token.
 */
export type DeletePayMethodParams = {
  clientid: number;
  paymethodid: number;
  failonremotefailure?: boolean;
};

/**
 * Reply of DeletePayMethod: the deleted method's id.
 * @see https://developers.whmcs.com/api-reference/deletepaymethod/
 */
export const deletePayMethodReplySchema = z.object({ paymethodid: idSchema });

/** Parsed DeletePayMethod reply. */
export type DeletePayMethodReply = z.infer<typeof deletePayMethodReplySchema>;

/**
 * DeletePayMethod: deletes a stored pay method (and its gateway token).
 * @see https://developers.whmcs.com/api-reference/deletepaymethod/
 */
export const deletePayMethodAction = defineAction<DeletePayMethodParams>()({
  isRead: false,
  replySchema: deletePayMethodReplySchema,
});
