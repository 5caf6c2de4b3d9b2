import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { idSchema, refIdSchema, textSchema } from '../normalise.js';

/**
 * Parameters of AddOrder for products: the client, the gateway's system
 * name, the products and their cycles (lists sent as `pid[0]`…), an optional
 * promotion code and whether to skip the order confirmation mail.
 */
export type AddOrderParams = {
  clientid: number;
  paymentmethod: string;
  pid: number[];
  billingcycle: string[];
  promocode?: string;
  noemail?: boolean;
  noinvoice?: boolean;
  noinvoiceemail?: boolean;
};

/** A comma-separated id list (`"1,2"`, `""`, or one number) as numbers. */
const idListSchema = z
  .union([z.string(), z.number(), z.null()])
  .transform((value) =>
    String(value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => /^\d+$/.test(part))
      .map(Number)
      .filter((id) => id > 0),
  );

/**
 * Reply of AddOrder: the order, the services it created (`serviceids`, named
 * `productids` before WHMCS 7.8) and the invoice (missing with `noinvoice`).
 * @see https://developers.whmcs.com/api-reference/addorder/
 */
export const addOrderReplySchema = z
  .object({
    orderid: idSchema,
    serviceids: idListSchema.optional(),
    productids: idListSchema.optional(),
    addonids: idListSchema.default([]),
    domainids: idListSchema.default([]),
    invoiceid: refIdSchema.nullable().default(null),
    message: textSchema.optional(),
  })
  .transform(({ serviceids, productids, ...rest }) => ({
    ...rest,
    serviceids: serviceids ?? productids ?? [],
  }));

/** Parsed AddOrder reply. */
export type AddOrderReply = z.infer<typeof addOrderReplySchema>;

/**
 * AddOrder: places an order for the client; the services stay Pending until
 * the order is accepted or, for products set up on payment, paid.
 * @see https://developers.whmcs.com/api-reference/addorder/
 */
export const addOrderAction = defineAction<AddOrderParams>()({
  isRead: false,
  replySchema: addOrderReplySchema,
});
