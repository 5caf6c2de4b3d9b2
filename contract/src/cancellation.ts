/**
 * Online cancellation (§ 312k BGB): the confirmation page's declaration, its
 * receipt, and how a subscription shows a recorded cancellation. A guest and
 * a signed-in customer use the same endpoint; a guest names the contract by
 * its username or number (`serviceRef`), a signed-in customer by its id.
 */
import { z } from 'zod';

import {
  checkedString,
  dateSchema,
  emailSchema,
  idSchema,
  instantSchema,
  localeSchema,
} from './common.js';
import {
  checkCancelName,
  checkCancelReason,
  checkServiceRef,
} from './field-checks.js';

/** Ordinary notice, or extraordinary (for cause, with its reason). */
export const CANCELLATION_KINDS = ['ordinary', 'extraordinary'] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

/**
 * How WHMCS ends the service: `immediate` (its `Immediate`) or at the end
 * of the paid period (its `End of Billing Period`).
 */
export const CANCELLATION_TYPES = ['immediate', 'endOfPeriod'] as const;
export type CancellationType = (typeof CANCELLATION_TYPES)[number];

/** The end the customer asks for: the earliest possible date, or a given date. */
export const cancelEndAtSchema = z
  .union([z.literal('endOfPeriod'), z.iso.date({ error: 'invalid_date' })], {
    error: 'invalid_date',
  })
  .describe(
    "'endOfPeriod' (the end of the paid period, the earliest possible date) or a date YYYY-MM-DD from today up to the end of the paid period",
  );
export type CancelEndAt = z.infer<typeof cancelEndAtSchema>;

/** A cancellation recorded for a subscription, as its lists show it. */
export const cancellationSchema = z
  .object({
    requestedAt: instantSchema.describe('When the declaration was received'),
    endsAt: dateSchema.describe(
      'The day the subscription ends (null when not known yet)',
    ),
    type: z.enum(CANCELLATION_TYPES),
    withdrawn: z
      .boolean()
      .describe(
        'It ends by a withdrawal within 14 days (§ 356a BGB), not by a cancellation',
      ),
  })
  .meta({ id: 'Cancellation' });
export type Cancellation = z.infer<typeof cancellationSchema>;

/**
 * `cancelRequest`: the declaration of the confirmation page. Signed in,
 * `serviceid` names one of the customer's own subscriptions; a guest gives
 * `serviceRef` instead. `email` is where the confirmation goes (not an
 * identity: a guest has none, and the session decides who is signed in).
 */
export const cancelRequestRequestSchema = z
  .object({
    serviceid: idSchema
      .optional()
      .describe('Signed in: the subscription to cancel (one of your own)'),
    serviceRef: checkedString(checkServiceRef, 'invalid_service_ref')
      .optional()
      .describe("A guest: the subscription's username or number"),
    kind: z.enum(CANCELLATION_KINDS, { error: 'invalid_kind' }),
    reason: checkedString(
      (value) => checkCancelReason(value, false),
      'invalid_reason',
    )
      .optional()
      .default('')
      .describe('Required for an extraordinary cancellation'),
    endAt: cancelEndAtSchema,
    name: checkedString(checkCancelName, 'invalid_name').describe(
      'Who is cancelling',
    ),
    email: emailSchema.describe('Where the confirmation is sent'),
    locale: localeSchema
      .optional()
      .describe('Language of the confirmation mail and PDF'),
  })
  .superRefine((value, ctx) => {
    // An extraordinary cancellation is for cause: it must say which.
    if (value.kind === 'extraordinary') {
      const problem = checkCancelReason(value.reason, true);
      if (problem !== null) {
        ctx.addIssue({ code: 'custom', message: problem, path: ['reason'] });
      }
    }
  });
export type CancelRequestRequest = z.input<typeof cancelRequestRequestSchema>;

/** What was declared and when it was received: the page, the mail and the PDF show it. */
export const cancellationReceiptSchema = z
  .object({
    reference: z
      .string()
      .describe('The declaration’s reference, quoted in mail and PDF'),
    receivedAt: instantSchema.describe('Date and time of receipt'),
    kind: z.enum(CANCELLATION_KINDS),
    reason: z.string(),
    name: z.string(),
    email: z.string().describe('Where the confirmation was sent'),
    contract: z
      .string()
      .describe(
        'The contract as named: product and username when signed in, the reference a guest typed otherwise',
      ),
    serviceid: idSchema
      .nullable()
      .describe('The subscription, when signed in; null for a guest'),
    endAt: cancelEndAtSchema.describe('The end asked for'),
    endsAt: dateSchema.describe(
      'The day the subscription ends, when known (signed in); null for a guest until staff confirm',
    ),
    type: z
      .enum(CANCELLATION_TYPES)
      .nullable()
      .describe('How WHMCS ends it; null for a guest'),
  })
  .meta({ id: 'CancellationReceipt' });
export type CancellationReceipt = z.infer<typeof cancellationReceiptSchema>;

/** The answer of `cancelRequest`. */
export const cancelRequestResponseSchema = z.object({
  error: z.literal(false),
  receipt: cancellationReceiptSchema,
  pdfLink: z
    .string()
    .describe('Where the receipt can be downloaded as a PDF (cancelReceipt)'),
  repeated: z
    .boolean()
    .describe(
      'The subscription had a cancellation recorded already: this is that one',
    ),
});
export type CancelRequestResponse = z.infer<typeof cancelRequestResponseSchema>;

/**
 * A declaration's receipt as a PDF, by its reference and the link's token:
 * `cancelReceipt` and `withdrawReceipt` alike.
 */
export const declarationReceiptRequestSchema = z.object({
  reference: z
    .string({ error: 'invalid_reference' })
    .regex(/^[A-Z0-9-]{6,40}$/, { error: 'invalid_reference' }),
  token: z
    .string({ error: 'invalid_token' })
    .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'invalid_token' }),
  locale: localeSchema.optional().describe('Language of the document'),
});
/** `cancelReceipt`: a cancellation's receipt as a PDF. */
export const cancelReceiptRequestSchema = declarationReceiptRequestSchema;
export type CancelReceiptRequest = z.input<typeof cancelReceiptRequestSchema>;
