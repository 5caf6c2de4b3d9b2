import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  countSchema,
  requiredTextSchema,
  textSchema,
  createWrappedListSchema,
} from '../normalise.js';

/** Parameters of GetPaymentMethods: none. */
export type GetPaymentMethodsParams = Record<string, never>;

/**
 * Reply of GetPaymentMethods: the active gateways; `module` is the system
 * name used in `paymentmethod` and `gateway` parameters.
 * @see https://developers.whmcs.com/api-reference/getpaymentmethods/
 */
export const getPaymentMethodsReplySchema = z.object({
  totalresults: countSchema,
  paymentmethods: createWrappedListSchema(
    'paymentmethod',
    z.object({
      module: requiredTextSchema,
      displayname: textSchema.default(''),
    }),
  ),
});

/** Parsed GetPaymentMethods reply. */
export type GetPaymentMethodsReply = z.infer<
  typeof getPaymentMethodsReplySchema
>;

/**
 * GetPaymentMethods: the payment gateways (not paginated).
 * @see https://developers.whmcs.com/api-reference/getpaymentmethods/
 */
export const getPaymentMethodsAction = defineAction<GetPaymentMethodsParams>()({
  isRead: true,
  replySchema: getPaymentMethodsReplySchema,
});
