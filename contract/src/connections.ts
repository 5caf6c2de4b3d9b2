/**
 * One more simultaneous connection for a line: the product's configurable
 * option for connections (`UpgradeProduct` `type=configoptions`, priced
 * first with `calconly`), then the order and its invoice, as plan changes do.
 */
import { z } from 'zod';

import {
  currencySchema,
  idSchema,
  moneySchema,
  textIdSchema,
} from './common.js';

/** `connectionOptions`: what a line may move to. */
export const connectionOptionsRequestSchema = z.object({
  serviceid: textIdSchema,
});
export type ConnectionOptionsRequest = z.input<
  typeof connectionOptionsRequestSchema
>;

/** A connection count the line may move to, priced. */
export const connectionChoiceSchema = z
  .object({
    choiceId: idSchema.describe('The option choice (WHMCS sub-option id)'),
    connections: z.int().positive(),
    label: z.string().describe('WHMCS’s name of the choice'),
    recurringAmount: moneySchema.describe(
      'What the line costs per cycle with it, from the next renewal on',
    ),
    dueNow: moneySchema.describe('Pro-rata price due now (calconly)'),
  })
  .meta({ id: 'ConnectionChoice' });
export type ConnectionChoice = z.infer<typeof connectionChoiceSchema>;

export const connectionOptionsResponseSchema = z.object({
  error: z.literal(false),
  serviceid: idSchema,
  available: z
    .boolean()
    .describe('The line is Active and its product has a connections option'),
  currency: currencySchema,
  billingcycle: z
    .string()
    .describe('The line’s billing cycle, as WHMCS has it'),
  current: z
    .object({
      connections: z.int().positive(),
      label: z.string(),
      recurringAmount: moneySchema,
    })
    .nullable()
    .describe('null when not available'),
  choices: z
    .array(connectionChoiceSchema)
    .describe('More connections than now, fewest first; empty at the highest'),
});
export type ConnectionOptionsResponse = z.infer<
  typeof connectionOptionsResponseSchema
>;

/**
 * `addConnection`: orders the choice; the invoice of the pro-rata price is
 * to be paid. Takes an Idempotency-Key.
 */
export const addConnectionRequestSchema = z.object({
  serviceid: idSchema,
  choiceId: idSchema,
  dueNow: moneySchema.describe(
    'The price shown to the customer; PRICE_CHANGED when WHMCS now asks another',
  ),
});
export type AddConnectionRequest = z.input<typeof addConnectionRequestSchema>;

export const addConnectionResponseSchema = z
  .object({
    serviceid: idSchema,
    orderid: idSchema,
    invoiceid: idSchema
      .nullable()
      .describe('The invoice to pay; null when nothing is due now'),
  })
  .meta({ id: 'ConnectionChange' });
export type AddConnectionResponse = z.infer<typeof addConnectionResponseSchema>;
