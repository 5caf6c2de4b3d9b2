import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  booleanSchema,
  countSchema,
  idSchema,
  integerSchema,
  createKeyedRecordSchema,
  moneySchema,
  refIdSchema,
  textSchema,
  createWrappedListSchema,
  rawTextSchema,
} from '../normalise.js';

/** Parameters of GetProducts; `pid` is one id or a comma-separated list. */
export type GetProductsParams = {
  pid?: number | string;
  gid?: number;
  module?: string;
};

// "-1.00" appears to mean "billing cycle not offered" (not documented).
const priceRowSchema = z.object({
  prefix: textSchema.default(''),
  suffix: textSchema.default(''),
  msetupfee: moneySchema.optional(),
  qsetupfee: moneySchema.optional(),
  ssetupfee: moneySchema.optional(),
  asetupfee: moneySchema.optional(),
  bsetupfee: moneySchema.optional(),
  tsetupfee: moneySchema.optional(),
  monthly: moneySchema.optional(),
  quarterly: moneySchema.optional(),
  semiannually: moneySchema.optional(),
  annually: moneySchema.optional(),
  biennially: moneySchema.optional(),
  triennially: moneySchema.optional(),
});

const configOptionChoiceSchema = z.object({
  id: idSchema,
  name: textSchema.default(''),
  rawName: textSchema.default(''),
  recurring: integerSchema.default(0),
  required: booleanSchema.nullable().default(null),
  pricing: createKeyedRecordSchema(priceRowSchema),
});

const productSchema = z.object({
  /** The catalogue product id (GetClientsProducts calls it `pid` too). */
  pid: idSchema,
  gid: refIdSchema.default(0),
  /** `hostingaccount`, `reselleraccount`, `server` or `other`. */
  type: textSchema.default(''),
  name: textSchema.default(''),
  slug: textSchema.default(''),
  'product-url': rawTextSchema.default(''),
  description: textSchema.default(''),
  module: textSchema.default(''),
  /** `free`, `onetime` or `recurring`. */
  paytype: textSchema.default(''),
  allowqty: integerSchema.default(0),
  quantity_available: integerSchema.default(0),
  /** Prices keyed by currency code (`USD`, `EUR`, …). */
  pricing: createKeyedRecordSchema(priceRowSchema),
  customfields: createWrappedListSchema(
    'customfield',
    z.object({
      id: idSchema,
      name: textSchema.default(''),
      description: textSchema.default(''),
      required: booleanSchema.default(false),
    }),
  ),
  configoptions: createWrappedListSchema(
    'configoption',
    z.object({
      id: idSchema,
      name: textSchema.default(''),
      type: textSchema.default(''),
      minqty: integerSchema.default(0),
      maxqty: integerSchema.default(0),
      options: createWrappedListSchema('option', configOptionChoiceSchema),
    }),
  ),
});

/**
 * Reply of GetProducts: catalogue products with prices per currency; hidden
 * or retired products are not marked as such by WHMCS.
 * @see https://developers.whmcs.com/api-reference/getproducts/
 */
export const getProductsReplySchema = z.object({
  totalresults: countSchema,
  products: createWrappedListSchema('product', productSchema),
});

/** Parsed GetProducts reply. */
export type GetProductsReply = z.infer<typeof getProductsReplySchema>;

/**
 * GetProducts: the product catalogue (not paginated).
 * @see https://developers.whmcs.com/api-reference/getproducts/
 */
export const getProductsAction = defineAction<GetProductsParams>()({
  isRead: true,
  replySchema: getProductsReplySchema,
});
