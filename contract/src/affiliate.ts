import { z } from 'zod';

import {
  amountSchema,
  currencySchema,
  dateSchema,
  dateTimeSchema,
  idSchema,
  identitySchema,
  checkedString,
  moneySchema,
} from './common.js';
import { checkWithdrawalMethod, checkWithdrawalNotes } from './field-checks.js';

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

/** `withdrawal`: ask for (part of) the affiliate balance to be paid out. */
export const withdrawalRequestSchema = identitySchema.extend({
  amount: amountSchema,
  paymentmethod: checkedString(
    checkWithdrawalMethod,
    'invalid_method',
  ).describe(
    'One of the configured withdrawal methods (env.withdrawalMethods)',
  ),
  notes: checkedString(checkWithdrawalNotes, 'invalid_notes')
    .optional()
    .default(''),
});
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

/** A withdrawal request as listed (a ticket in the affiliate department). */
export const withdrawalSchema = z
  .object({
    ticketid: idSchema,
    tid: z.string(),
    date: dateTimeSchema,
    amount: moneySchema,
    method: z.string(),
    status: z.string().describe('Status of its ticket'),
    isOpen: z.boolean().describe('Still counts against the available balance'),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** `withdrawals`: earlier requests and what can still be asked for. */
export const withdrawalsResponseSchema = z.object({
  withdrawals: z.array(withdrawalSchema),
  balance: moneySchema,
  available: moneySchema.describe('Balance minus requests still open'),
  currency: currencySchema,
});
export type WithdrawalsResponse = z.infer<typeof withdrawalsResponseSchema>;

/** The answer of a withdrawal request. */
export const withdrawalResponseSchema = withdrawalsResponseSchema.extend({
  error: z.literal(false),
  ticketid: idSchema,
  tid: z.string(),
});
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;
