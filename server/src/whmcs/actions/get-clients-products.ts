import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  dateSchema,
  idSchema,
  moneySchema,
  pageShape,
  refIdSchema,
  textSchema,
  createWrappedListSchema,
  serviceStatusSchema,
} from '../normalise.js';

/** Parameters of GetClientsProducts: filters (all optional) and paging. */
export type GetClientsProductsParams = {
  clientid?: number;
  serviceid?: number;
  pid?: number;
  domain?: string;
  username2?: string;
  limitstart?: number;
  limitnum?: number;
};

const serviceCustomFieldSchema = z.object({
  /** Custom-field id: the key to write back through UpdateClientProduct `customfields`. */
  id: idSchema,
  name: textSchema.default(''),
  translated_name: textSchema.optional(),
  value: textSchema.default(''),
});

const serviceConfigOptionSchema = z.object({
  id: idSchema,
  option: textSchema.default(''),
  type: textSchema.default(''),
  value: textSchema.default(''),
});

const serviceSchema = z.object({
  /** The service id (not the catalogue product, which is `pid`). */
  id: idSchema,
  clientid: idSchema,
  orderid: refIdSchema.default(0),
  ordernumber: textSchema.default(''),
  /** The catalogue product; 0 when the product was deleted (the service stays). */
  pid: refIdSchema,
  regdate: dateSchema.default(null),
  name: textSchema.default(''),
  translated_name: textSchema.default(''),
  groupname: textSchema.default(''),
  translated_groupname: textSchema.default(''),
  domain: textSchema.default(''),
  firstpaymentamount: moneySchema,
  recurringamount: moneySchema,
  paymentmethod: textSchema.default(''),
  paymentmethodname: textSchema.default(''),
  billingcycle: textSchema.default(''),
  nextduedate: dateSchema.default(null),
  status: serviceStatusSchema,
  username: textSchema.default(''),
  /** The service password in plain text: never log it. */
  password: textSchema.default(''),
  subscriptionid: textSchema.default(''),
  promoid: refIdSchema.default(0),
  customfields: createWrappedListSchema(
    'customfield',
    serviceCustomFieldSchema,
  ),
  configoptions: createWrappedListSchema(
    'configoption',
    serviceConfigOptionSchema,
  ),
});

/**
 * Reply of GetClientsProducts: one page of services (admin-only `notes` left
 * out) with their custom fields and configurable options.
 * Only the fields the members area reads are parsed; zod drops the others
 * unread (a busy dashboard parses every field of every record it keeps).
 * @see https://developers.whmcs.com/api-reference/getclientsproducts/
 */
export const getClientsProductsReplySchema = z.object({
  ...pageShape,
  products: createWrappedListSchema('product', serviceSchema),
});

/** Parsed GetClientsProducts reply. */
export type GetClientsProductsReply = z.infer<
  typeof getClientsProductsReplySchema
>;

/** One service of a GetClientsProducts reply. */
export type WhmcsService = GetClientsProductsReply['products'][number];

/**
 * GetClientsProducts: a client's services (subscriptions), paginated.
 * @see https://developers.whmcs.com/api-reference/getclientsproducts/
 */
export const getClientsProductsAction =
  defineAction<GetClientsProductsParams>()({
    isRead: true,
    replySchema: getClientsProductsReplySchema,
  });
