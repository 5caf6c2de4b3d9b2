import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { refIdSchema } from '../normalise.js';

/** WHMCS's two ways to end a service: at once, or when its paid period runs out. */
export type WhmcsCancelType = 'Immediate' | 'End of Billing Period';

/** Parameters of AddCancelRequest: the service, how it ends, and why. */
export type AddCancelRequestParams = {
  serviceid: number;
  type?: WhmcsCancelType;
  reason?: string;
};

/**
 * Reply of AddCancelRequest: the service and its client, as strings on a
 * real install.
 * @see https://developers.whmcs.com/api-reference/addcancelrequest/
 */
export const addCancelRequestReplySchema = z.object({
  serviceid: refIdSchema.default(0),
  userid: refIdSchema.default(0),
});

/** Parsed AddCancelRequest reply. */
export type AddCancelRequestReply = z.infer<typeof addCancelRequestReplySchema>;

/**
 * AddCancelRequest: records a cancellation request for a service (WHMCS's
 * cron ends it). A write: never retried, since a second call is refused
 * with `Existing Cancellation Request Exists` at best.
 * @see https://developers.whmcs.com/api-reference/addcancelrequest/
 */
export const addCancelRequestAction = defineAction<AddCancelRequestParams>()({
  isRead: false,
  replySchema: addCancelRequestReplySchema,
});
