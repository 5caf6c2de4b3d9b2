/**
 * Stored payment methods, automatic charging, adding funds and the credit's
 * history (WHMCS `GetPayMethods`, `UpdatePayMethod`, `DeletePayMethod`,
 * `UpdateClient` `disableautocc`, `GetConfigurationValue` AddFunds*,
 * `GetCredits`; cards are added and funds paid on WHMCS's own pages, reached
 * by single sign-on).
 */
import { z } from 'zod';

import { addDays, daysBetween } from './calendar.js';
import { dateSchema, idSchema, moneySchema } from './common.js';
import { accountCreditSchema } from './invoices.js';

/** A card expiring within this many days joins the Needs-attention panel. */
export const EXPIRING_CARD_DAYS = 30;

/** How a card stands on a billing day. */
export type CardExpiryState = 'valid' | 'expiring' | 'expired';

/**
 * Whether a card that expires in `expiry` (`YYYY-MM`: valid through the last
 * day of that month) has expired on `today` (`YYYY-MM-DD`, the billing day),
 * expires within {@link EXPIRING_CARD_DAYS}, or is valid.
 */
export function cardExpiryState(
  expiry: string,
  today: string,
): CardExpiryState {
  const [year, month] = expiry.split('-').map(Number) as [number, number];
  const next =
    month === 12
      ? `${year + 1}-01-01`
      : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const lastDay = addDays(next, -1);
  const left = daysBetween(today, lastDay);
  if (left < 0) return 'expired';
  return left <= EXPIRING_CARD_DAYS ? 'expiring' : 'valid';
}

/** A stored payment method as the customer sees it: never a full number. */
export const payMethodSchema = z
  .object({
    id: idSchema.describe('WHMCS pay method id'),
    kind: z
      .enum(['card', 'bank'])
      .describe('A card (CreditCard, RemoteCreditCard) or a bank account'),
    description: z
      .string()
      .describe('The customer’s label for it; empty when none'),
    cardType: z
      .string()
      .nullable()
      .describe('Visa, MasterCard, …; null for a bank account'),
    lastFour: z
      .string()
      .regex(/^\d{4}$/)
      .nullable()
      .describe('Last four digits of the card or account; null when unknown'),
    expiry: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .nullable()
      .describe(
        'YYYY-MM: the card is valid through that month; null for a bank account',
      ),
    expiryState: z
      .enum(['valid', 'expiring', 'expired'])
      .nullable()
      .describe('cardExpiryState on the billing day; null without an expiry'),
    bankName: z.string().nullable().describe('Bank name of a bank account'),
    gateway: z.string().describe('Payment gateway module, e.g. stripe'),
    isDefault: z
      .boolean()
      .describe('WHMCS charges this one first (the first of the list)'),
  })
  .meta({ id: 'PayMethod' });
export type PayMethod = z.infer<typeof payMethodSchema>;

/** `payMethods`: the Payment page: stored methods and automatic charging. */
export const payMethodsResponseSchema = z.object({
  error: z.literal(false),
  methods: z.array(payMethodSchema).describe('Default first'),
  autoPay: z
    .boolean()
    .describe(
      'WHMCS charges due invoices to the default method (not disableautocc)',
    ),
});
export type PayMethodsResponse = z.infer<typeof payMethodsResponseSchema>;

/** `setDefaultPayMethod` and `removePayMethod`: one of the client's own methods. */
export const payMethodRequestSchema = z.object({
  paymethodid: idSchema,
});
export type PayMethodRequest = z.input<typeof payMethodRequestSchema>;

/** `autoPay`: switches automatic charging on or off. */
export const autoPayRequestSchema = z.object({
  enabled: z.boolean({ error: 'invalid_auto_pay' }),
});
export type AutoPayRequest = z.input<typeof autoPayRequestSchema>;

/**
 * `addPayMethodLink` and `addFundsLink`: a single-sign-on link to WHMCS's own
 * page (valid 60 s), where a tokenising gateway takes the card details.
 */
export const handOffLinkResponseSchema = z.object({
  link: z.string().describe('Single-sign-on link to WHMCS (valid 60 s)'),
});
export type HandOffLinkResponse = z.infer<typeof handOffLinkResponseSchema>;

/** What WHMCS allows when adding funds (General Settings → Credit). */
export const addFundsLimitsSchema = z
  .object({
    enabled: z.boolean().describe('AddFundsEnabled'),
    minimum: moneySchema.describe('AddFundsMinimum: the smallest deposit'),
    maximum: moneySchema.describe('AddFundsMaximum: the largest deposit'),
    maximumBalance: moneySchema.describe(
      'AddFundsMaximumBalance: the most credit an account may hold',
    ),
    canAdd: z
      .boolean()
      .describe('Enabled, and the balance is below the maximum balance'),
  })
  .meta({ id: 'AddFundsLimits' });
export type AddFundsLimits = z.infer<typeof addFundsLimitsSchema>;

/** One movement of the account credit (WHMCS `tblcredit`). */
export const creditEntrySchema = z
  .object({
    id: idSchema,
    date: dateSchema.describe('When it was added or used'),
    description: z.string().describe('WHMCS’s words, plain text'),
    amount: moneySchema.describe('Positive when added, negative when used'),
  })
  .meta({ id: 'CreditEntry' });
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** `creditHistory`: the credit, its movements (newest first) and adding funds. */
export const creditHistoryResponseSchema = z.object({
  error: z.literal(false),
  credit: accountCreditSchema,
  entries: z.array(creditEntrySchema),
  addFunds: addFundsLimitsSchema,
});
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponseSchema>;
