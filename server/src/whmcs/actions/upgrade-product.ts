import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  booleanSchema,
  countSchema,
  integerSchema,
  refIdSchema,
  textSchema,
} from '../normalise.js';

/**
 * Parameters of UpgradeProduct for a product change (the new product and
 * cycle) or a change of configurable options (`configoptions[<option id>]`);
 * `calconly` only prices it; `paymentmethod` (a gateway's
 * system name) is required to order it.
 */
export type UpgradeProductParams = {
  serviceid: number;
  calconly?: boolean;
  paymentmethod?: string;
  promocode?: string;
} & UpgradeProductChange;

/** What UpgradeProduct changes: the product and cycle, or configurable options. */
export type UpgradeProductChange =
  | { type: 'product'; newproductid: number; newproductbillingcycle: string }
  | {
      type: 'configoptions';
      /** Option id → the choice (sub-option) id, or the quantity. */
      configoptions: Record<number, number>;
    };

/**
 * A formatted price (`"$-8.67 USD"`, `"€15.95 EUR"`, `"£1,234.50"`) as the
 * amount in it, a two-decimal string that may be negative (a downgrade).
 */
export const formattedPriceSchema = textSchema.transform((value, context) => {
  const match = /(-?)\s*([\d.,]*\d)/.exec(value.replace(/\s+/g, ' '));
  if (!match) {
    context.addIssue({ code: 'custom', message: 'invalid_price' });
    return z.NEVER;
  }
  const [, sign = '', digits = ''] = match;
  // The decimal separator is the last '.' or ',' followed by one or two digits.
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(
    /[.,]/g,
    '',
  );
  const cents = (decimal?.[1] ?? '').padEnd(2, '0');
  const amount = `${whole || '0'}.${cents}`;
  return Number(amount) === 0 ? '0.00' : `${sign}${amount}`;
});

/**
 * Reply of UpgradeProduct: the quote (products, the days left of the current
 * period, the price as formatted text; for configoptions each change
 * numbered, `configname1`, `price1`…, left out here, and the `total`) and, for calconly, whether an earlier
 * change's invoice is still unpaid; an order adds `orderid`, `order_number`
 * and `invoiceid` (null or missing when nothing is due).
 * @see https://developers.whmcs.com/api-reference/upgradeproduct/
 */
export const upgradeProductReplySchema = z.object({
  oldproductid: refIdSchema.default(0),
  oldproductname: textSchema.default(''),
  newproductid: refIdSchema.default(0),
  newproductname: textSchema.default(''),
  daysuntilrenewal: integerSchema.default(0),
  totaldays: countSchema.default(0),
  newproductbillingcycle: textSchema.default(''),
  price: formattedPriceSchema.default('0.00'),
  /** type=configoptions: the sum of the changes' prices, less `discount`. */
  total: formattedPriceSchema.default('0.00'),
  upgradeinprogress: booleanSchema.default(false),
  orderid: refIdSchema.nullable().default(null),
  order_number: textSchema.default(''),
  invoiceid: refIdSchema.nullable().default(null),
});

/** Parsed UpgradeProduct reply. */
export type UpgradeProductReply = z.infer<typeof upgradeProductReplySchema>;

/**
 * UpgradeProduct: prices or orders a service's move to another product;
 * WHMCS does not check the product's allowed upgrades here.
 * @see https://developers.whmcs.com/api-reference/upgradeproduct/
 */
export const upgradeProductAction = defineAction<UpgradeProductParams>()({
  isRead: false,
  replySchema: upgradeProductReplySchema,
});
