import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { createFlatListSchema, idSchema, textSchema } from '../normalise.js';

/** Parameters of GetPayMethods: the client, optionally one method or one kind. */
export type GetPayMethodsParams = {
  clientid: number;
  paymethodid?: number;
  type?: 'CreditCard' | 'BankAccount';
};

/**
 * One stored pay method as GetPayMethods lists it: card fields for
 * (Remote)CreditCard, bank fields for (Remote)BankAccount. The remote
 * token is left out: the members area never needs it.
 */
export const whmcsPayMethodSchema = z.object({
  id: idSchema,
  type: textSchema.default(''),
  description: textSchema.default(''),
  gateway_name: textSchema.default(''),
  card_last_four: textSchema.default(''),
  /** `MM/YY`; empty for a bank account. */
  expiry_date: textSchema.default(''),
  card_type: textSchema.default(''),
  bank_name: textSchema.default(''),
});

/** A parsed pay method of GetPayMethods. */
export type WhmcsPayMethod = z.infer<typeof whmcsPayMethodSchema>;

/**
 * Reply of GetPayMethods: the client's pay methods, the default first.
 * @see https://developers.whmcs.com/api-reference/getpaymethods/
 */
export const getPayMethodsReplySchema = z.object({
  paymethods: createFlatListSchema(whmcsPayMethodSchema),
});

/** Parsed GetPayMethods reply. */
export type GetPayMethodsReply = z.infer<typeof getPayMethodsReplySchema>;

/**
 * GetPayMethods: a client's stored cards and bank accounts.
 * @see https://developers.whmcs.com/api-reference/getpaymethods/
 */
export const getPayMethodsAction = defineAction<GetPayMethodsParams>()({
  isRead: true,
  replySchema: getPayMethodsReplySchema,
});
