import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  countSchema,
  createWrappedListSchema,
  dateTimeSchema,
  idSchema,
  moneySchema,
  pageShape,
  refIdSchema,
  textSchema,
} from '../normalise.js';

/** Parameters of GetOrders: by order id, client and status, paged. */
export type GetOrdersParams = {
  id?: number;
  userid?: number;
  status?: string;
  limitstart?: number;
  limitnum?: number;
};

const lineItemSchema = z.object({
  /** `product`, `addon`, `domain`, `renewal` or `upgrade`. */
  type: textSchema.default(''),
  /** The service id for products and upgrades. */
  relid: refIdSchema.default(0),
  product: textSchema.default(''),
  billingcycle: textSchema.default(''),
  amount: moneySchema.catch('0.00'),
  status: textSchema.default(''),
});

const orderSchema = z.object({
  id: idSchema,
  ordernum: textSchema.default(''),
  userid: refIdSchema.default(0),
  date: dateTimeSchema.default(null),
  amount: moneySchema.catch('0.00'),
  invoiceid: refIdSchema.default(0),
  status: textSchema.default(''),
  /** The invoice's status (`Unpaid`, `Paid`…); empty without an invoice. */
  paymentstatus: textSchema.nullable().default(''),
  lineitems: createWrappedListSchema('lineitem', lineItemSchema),
});

/** One parsed order. */
export type WhmcsOrder = z.infer<typeof orderSchema>;

/**
 * Reply of GetOrders: a page of orders, newest first, each with its line
 * items (an upgrade's `relid` is the upgraded service).
 * @see https://developers.whmcs.com/api-reference/getorders/
 */
export const getOrdersReplySchema = z.object({
  ...pageShape,
  totalresults: countSchema.default(0),
  orders: createWrappedListSchema('order', orderSchema),
});

/** Parsed GetOrders reply. */
export type GetOrdersReply = z.infer<typeof getOrdersReplySchema>;

/**
 * GetOrders: orders, newest first (paginated).
 * @see https://developers.whmcs.com/api-reference/getorders/
 */
export const getOrdersAction = defineAction<GetOrdersParams>()({
  isRead: true,
  replySchema: getOrdersReplySchema,
});
