import { z } from 'zod';

import {
  checkedString,
  currencySchema,
  idSchema,
  identitySchema,
  moneySchema,
} from './common.js';
import { checkPromoCode } from './field-checks.js';

/**
 * The billing cycles a product can be priced in, as WHMCS names them in
 * `GetProducts` pricing and takes them in `AddOrder` and `UpgradeProduct`.
 * One-time and free products have no cycle here: they cannot be ordered
 * again or moved to from our pages.
 */
export const BILLING_CYCLES = [
  'monthly',
  'quarterly',
  'semiannually',
  'annually',
  'biennially',
  'triennially',
] as const;
export const billingCycleSchema = z
  .enum(BILLING_CYCLES, { error: 'invalid_cycle' })
  .describe('Billing cycle, lower case as GetProducts keys it');
export type BillingCycle = z.infer<typeof billingCycleSchema>;

/**
 * A promotion code as a customer types it: one line, no spaces, at most
 * 64 characters ({@link checkPromoCode}); whether it applies is WHMCS's
 * promotion's business (PROMO_CODE_INVALID).
 */
export const promoCodeSchema = checkedString(
  checkPromoCode,
  'invalid_promo_code',
).describe('Promotion code');

/**
 * A price the customer saw, sent back with the order so that nothing is
 * ordered at a price they did not see: the server compares it with WHMCS's
 * price now and answers PRICE_CHANGED, ordering nothing, when they differ.
 */
const quotedPriceSchema = moneySchema.describe(
  'The price shown to the customer (a decimal string, e.g. "15.95"); PRICE_CHANGED when WHMCS now asks another',
);

/** `planOptions`: what an Active subscription may move to, priced. */
export const planOptionsRequestSchema = identitySchema.extend({
  serviceid: idSchema,
});
export type PlanOptionsRequest = z.infer<typeof planOptionsRequestSchema>;

/** One plan a subscription may move to, in one billing cycle. */
export const planOptionSchema = z
  .object({
    productid: idSchema,
    name: z.string().describe('Product name'),
    description: z.string().describe('Product description, plain text'),
    billingcycle: billingCycleSchema,
    recurringAmount: moneySchema.describe(
      'What the plan costs per cycle from the next renewal on',
    ),
    dueNow: moneySchema.describe(
      'The difference WHMCS charges now for the rest of the current period (UpgradeProduct calconly); 0.00 for a cheaper plan',
    ),
    isUpgrade: z
      .boolean()
      .describe('Costs more per cycle than the current plan'),
  })
  .meta({ id: 'PlanOption' });
export type PlanOption = z.infer<typeof planOptionSchema>;

export const planOptionsResponseSchema = z
  .object({
    serviceid: idSchema,
    currency: currencySchema.describe('The client’s currency'),
    current: z.object({
      productid: z.int().nonnegative(),
      name: z.string(),
      billingcycle: z.string().describe('As the service has it'),
      recurringAmount: moneySchema,
      isTrial: z.boolean(),
    }),
    options: z
      .array(planOptionSchema)
      .describe(
        'The plans the product’s settings allow, paid ones first; empty when there are none',
      ),
    pendingInvoiceid: idSchema
      .nullable()
      .describe(
        'An earlier change’s invoice still unpaid: WHMCS takes no other change until it is paid',
      ),
  })
  .meta({ id: 'PlanOptions' });
export type PlanOptionsResponse = z.infer<typeof planOptionsResponseSchema>;

/**
 * `changePlan`: moves an Active subscription to another plan the product
 * allows (UpgradeProduct with the client's payment method); the invoice of
 * the difference is to be paid. Takes an Idempotency-Key.
 */
export const changePlanRequestSchema = identitySchema.extend({
  serviceid: idSchema,
  productid: idSchema,
  billingcycle: billingCycleSchema,
  dueNow: quotedPriceSchema,
});
export type ChangePlanRequest = z.infer<typeof changePlanRequestSchema>;
export const changePlanResponseSchema = z
  .object({
    serviceid: idSchema,
    orderid: idSchema,
    invoiceid: idSchema
      .nullable()
      .describe('The invoice to pay; null when nothing is due now'),
  })
  .meta({ id: 'PlanChange' });
export type ChangePlanResponse = z.infer<typeof changePlanResponseSchema>;

/** `catalogue`: the products a client may order, in the client's currency. */
export const catalogueRequestSchema = identitySchema;
export type CatalogueRequest = z.infer<typeof catalogueRequestSchema>;

/** A product's price in one billing cycle. */
export const cyclePriceSchema = z.object({
  billingcycle: billingCycleSchema,
  price: moneySchema.describe('Recurring price per cycle'),
  setupFee: moneySchema.describe('One-time setup fee; 0.00 for none'),
});
export type CyclePrice = z.infer<typeof cyclePriceSchema>;

export const catalogueProductSchema = z
  .object({
    productid: idSchema,
    groupName: z.string(),
    name: z.string(),
    description: z.string().describe('Plain text'),
    cycles: z
      .array(cyclePriceSchema)
      .min(1)
      .describe('The cycles offered; those WHMCS prices -1.00 are left out'),
  })
  .meta({ id: 'CatalogueProduct' });
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const catalogueResponseSchema = z
  .object({
    currency: currencySchema,
    products: z
      .array(catalogueProductSchema)
      .describe(
        'Visible products of the configured groups; for a client on a trial, the paid ones first',
      ),
  })
  .meta({ id: 'Catalogue' });
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;

/**
 * `order`: one more line (AddOrder with the client's payment method); the
 * invoice is to be paid. Takes an Idempotency-Key.
 */
export const orderRequestSchema = identitySchema.extend({
  productid: idSchema,
  billingcycle: billingCycleSchema,
  promocode: promoCodeSchema.optional(),
  price: quotedPriceSchema.describe(
    'The cycle price shown in the catalogue, before any promotion; PRICE_CHANGED when WHMCS now asks another',
  ),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;
export const orderResponseSchema = z
  .object({
    orderid: idSchema,
    serviceid: idSchema.nullable().describe('The new subscription'),
    invoiceid: idSchema
      .nullable()
      .describe('The invoice to pay; null when nothing is due'),
  })
  .meta({ id: 'Order' });
export type OrderResponse = z.infer<typeof orderResponseSchema>;
