import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { idSchema } from '../normalise.js';

/**
 * Parameters of UpdatePayMethod: the client and its method; the members
 * area only makes a method the default (`set_as_default`).
 */
export type UpdatePayMethodParams = {
  clientid: number;
  paymethodid: number;
  set_as_default?: boolean;
};

/**
 * Reply of UpdatePayMethod: the method's id.
 * @see https://developers.whmcs.com/api-reference/updatepaymethod/
 */
export const updatePayMethodReplySchema = z.object({ paymethodid: idSchema });

/** Parsed UpdatePayMethod reply. */
export type UpdatePayMethodReply = z.infer<typeof updatePayMethodReplySchema>;

/**
 * UpdatePayMethod: changes a stored pay method, or makes it the default.
 * @see https://developers.whmcs.com/api-reference/updatepaymethod/
 */
export const updatePayMethodAction = defineAction<UpdatePayMethodParams>()({
  isRead: false,
  replySchema: updatePayMethodReplySchema,
});
