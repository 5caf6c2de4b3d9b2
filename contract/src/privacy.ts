/**
 * The privacy centre ("Your data"): the data export (GDPR Art. 15 and 20),
 * the erasure request (Art. 17) and the marketing consent (WHMCS's
 * `marketingoptin`).
 */
import { z } from 'zod';

import { checkedString, instantSchema } from './common.js';
import { checkCancelReason } from './field-checks.js';

/** How many data exports a client may build per day. */
export const DATA_EXPORTS_PER_DAY = 3;

/** An erasure request the client made, as the page shows it. */
export const erasureRequestSchema = z
  .object({
    ticketId: z.int().positive().describe('The WHMCS ticket id'),
    tid: z.string().describe('The ticket number the customer sees'),
    requestedAt: instantSchema,
  })
  .meta({ id: 'ErasureRequest' });
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** `privacy`: what the "Your data" page shows. */
export const privacyResponseSchema = z.object({
  error: z.literal(false),
  marketingOptIn: z
    .boolean()
    .describe('The client agreed to marketing e-mails (WHMCS marketingoptin)'),
  exportsLeft: z
    .int()
    .nonnegative()
    .describe('Data exports the client may still build today'),
  erasureRequest: erasureRequestSchema
    .nullable()
    .describe('The newest erasure request, while its ticket is open'),
});
export type PrivacyResponse = z.infer<typeof privacyResponseSchema>;

/** `marketingConsent`: gives or takes back the marketing consent. */
export const marketingConsentRequestSchema = z.object({
  optIn: z.boolean({ error: 'invalid_opt_in' }),
});
export type MarketingConsentRequest = z.input<
  typeof marketingConsentRequestSchema
>;

/** `requestErasure`: asks for erasure; opens a tracked ticket. */
export const requestErasureRequestSchema = z.object({
  message: checkedString(
    (value) => checkCancelReason(value, false),
    'invalid_message',
  )
    .optional()
    .default('')
    .describe('Anything the customer wants staff to know; optional'),
});
export type RequestErasureRequest = z.input<typeof requestErasureRequestSchema>;

export const requestErasureResponseSchema = z.object({
  error: z.literal(false),
  erasureRequest: erasureRequestSchema,
});
export type RequestErasureResponse = z.infer<
  typeof requestErasureResponseSchema
>;
