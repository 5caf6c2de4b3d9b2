import { z } from 'zod';

import { currencySchema, dateSchema, idSchema, moneySchema } from './common.js';

/** The figures WHMCS keeps for an affiliate; nothing here is computed by us. */
export const affiliateSchema = z
  .object({
    id: idSchema.describe('WHMCS affiliate id (not the client id)'),
    since: dateSchema.describe('Date the affiliate account was opened'),
    visitors: z.number().int().nonnegative(),
    balance: moneySchema,
    withdrawn: moneySchema,
    commissionType: z
      .string()
      .describe("percentage, fixedamount, or '' for the system default"),
    commissionAmount: moneySchema,
    onetime: z.boolean().describe('Commission paid once, not on renewals'),
    currency: currencySchema,
  })
  .meta({ id: 'Affiliate' });
export type Affiliate = z.infer<typeof affiliateSchema>;
