/**
 * Withdrawal within 14 days (Art. 11a Consumer Rights Directive, § 356a BGB):
 * the withdrawal function's declaration, its receipt, the lines a signed-in
 * customer may name, and the period's rule. It is not the § 312k
 * cancellation (`cancellation.ts`): that ends a contract for the future, a
 * withdrawal undoes it, with a refund. A guest and a signed-in customer use
 * the same endpoint; a guest names the contract by its username or number
 * (`serviceRef`), a signed-in customer by its id.
 */
import { z } from 'zod';

import { addDays } from './calendar.js';
import { declarationReceiptRequestSchema } from './cancellation.js';
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

/** The withdrawal period: 14 days from the day the contract was concluded. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * The last day of the withdrawal period of a contract concluded on
 * `orderedOn` (YYYY-MM-DD): the period ends with the 14th day after it
 * (a line ordered on 1 November can be withdrawn from until 15 November).
 */
export function withdrawalDeadline(orderedOn: string): string {
  return addDays(orderedOn, WITHDRAWAL_PERIOD_DAYS);
}

/**
 * Whether `today` (the billing system's day) is within the withdrawal
 * period of a contract concluded on `orderedOn`. A declaration after it is
 * still taken, and marked for staff: the period is longer where the
 * customer was not told of the right.
 */
export function isWithinWithdrawalPeriod(
  orderedOn: string,
  today: string,
): boolean {
  return today >= orderedOn && today <= withdrawalDeadline(orderedOn);
}

/** One of the signed-in customer's lines, as the withdrawal form offers it. */
export const withdrawableLineSchema = z
  .object({
    serviceid: idSchema,
    contract: z
      .string()
      .describe('The product and the line, as the receipt names it'),
    status: z.string().describe('The WHMCS status: Active, Pending, …'),
    orderedOn: dateSchema.describe(
      'The day the contract was concluded (the order date, else the registration date)',
    ),
    withdrawUntil: dateSchema.describe(
      'The last day of the 14-day withdrawal period (null when the order date is unknown)',
    ),
    withinPeriod: z
      .boolean()
      .describe(
        'Today is within the period; otherwise a declaration is still taken and staff check the period',
      ),
    withdrawnAt: instantSchema
      .nullable()
      .describe('When a withdrawal from it was received, if one was'),
  })
  .meta({ id: 'WithdrawableLine' });
export type WithdrawableLine = z.infer<typeof withdrawableLineSchema>;

/** `withdrawableLines`: the customer's lines that have not ended, newest order first. */
export const withdrawableLinesResponseSchema = z.object({
  error: z.literal(false),
  lines: z.array(withdrawableLineSchema),
});
export type WithdrawableLinesResponse = z.infer<
  typeof withdrawableLinesResponseSchema
>;

/**
 * `withdraw`: the declaration of the withdrawal function's second step.
 * `confirmed` is the "Confirm withdrawal" button: without it nothing is
 * recorded. Signed in, `serviceid` names one of the customer's own lines; a
 * guest gives `serviceRef` instead. `email` is where the receipt goes (not
 * an identity). The reason is never required.
 */
export const withdrawRequestSchema = z.object({
  serviceid: idSchema
    .optional()
    .describe('Signed in: the line withdrawn from (one of your own)'),
  serviceRef: checkedString(checkServiceRef, 'invalid_service_ref')
    .optional()
    .describe("A guest: the line's username or contract number"),
  name: checkedString(checkCancelName, 'invalid_name').describe(
    'Who withdraws',
  ),
  email: emailSchema.describe('Where the receipt is sent'),
  reason: checkedString(
    (value) => checkCancelReason(value, false),
    'invalid_reason',
  )
    .optional()
    .default('')
    .describe('Optional; never required'),
  confirmed: z
    .literal(true, { error: 'confirmation_required' })
    .describe('The second step: "Confirm withdrawal" was pressed'),
  locale: localeSchema
    .optional()
    .describe('Language of the receipt mail and PDF'),
});
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

/** What was declared and when it was received: the page, the mail and the PDF show it. */
export const withdrawalReceiptSchema = z
  .object({
    reference: z
      .string()
      .describe('The declaration’s reference, quoted in mail and PDF'),
    receivedAt: instantSchema.describe('Date and time of receipt'),
    name: z.string(),
    email: z.string().describe('Where the receipt was sent'),
    contract: z
      .string()
      .describe(
        'The contract as named: product and line when signed in, what a guest typed otherwise',
      ),
    serviceid: idSchema
      .nullable()
      .describe('The line, when signed in; null for a guest'),
    reason: z.string().describe('Empty when none was given'),
    orderedOn: dateSchema.describe(
      'The day the contract was concluded, when known (signed in)',
    ),
    withdrawUntil: dateSchema.describe(
      'The last day of the period, when known (signed in)',
    ),
    withinPeriod: z
      .boolean()
      .nullable()
      .describe(
        'Received within the period (signed in); null when staff check it (a guest)',
      ),
  })
  .meta({ id: 'WithdrawalReceipt' });
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>;

/** The answer of `withdraw`. */
export const withdrawResponseSchema = z.object({
  error: z.literal(false),
  reference: z.string(),
  receivedAt: instantSchema.describe('Date and time of receipt'),
  receiptUrl: z
    .string()
    .describe('Where the receipt can be downloaded as a PDF (withdrawReceipt)'),
  receipt: withdrawalReceiptSchema,
  repeated: z
    .boolean()
    .describe('The line had a withdrawal recorded already: this is that one'),
});
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;

/** `withdrawReceipt`: a withdrawal's receipt as a PDF, by its reference and the link's token. */
export const withdrawReceiptRequestSchema = declarationReceiptRequestSchema;
export type WithdrawReceiptRequest = z.input<
  typeof withdrawReceiptRequestSchema
>;
