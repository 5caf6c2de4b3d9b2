import { z } from 'zod';

import { checkAmount, checkEmail } from './field-checks.js';
import { LOCALES } from './locales.js';
import { EMAIL_MAX_LENGTH, INVALID_CHARACTERS, isCleanText } from './rules.js';

/** One of the seven locales. */
export const localeSchema = z
  .enum(LOCALES)
  .describe('Locale as used in URL prefixes (en-en is the default)');

/** Largest id we accept: WHMCS ids are signed 32-bit integers. */
export const MAX_ID = 2_147_483_647;

/** A WHMCS record id (client, service, invoice, ticket…): a JSON integer, never a string. */
export const idSchema = z
  .number({ error: 'invalid_id' })
  .int({ error: 'invalid_id' })
  .min(1, { error: 'invalid_id' })
  .max(MAX_ID, { error: 'invalid_id' });

/**
 * A string field checked by its field checker (`field-checks.ts`): a value of
 * another type is `typeError`, and a refused string gets one issue whose
 * message is the checker's own code, so the server says what the web says.
 */
export function checkedString(
  check: (value: string) => string | null,
  typeError: string,
): z.ZodString {
  return z.string({ error: typeError }).superRefine((value, ctx) => {
    const problem = check(value);
    if (problem !== null) {
      ctx.addIssue({ code: 'custom', message: problem, input: value });
    }
  });
}

/** Largest e-mail address length (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = EMAIL_MAX_LENGTH;

/**
 * An e-mail address: one address, no whitespace or line breaks (mail header
 * injection), local part at most 64 characters, the whole at most 254
 * ({@link checkEmail}). The checker is stricter than zod's e-mail format, which
 * only adds `format: email` to the API documents.
 */
export const emailSchema = checkedString(checkEmail, 'invalid_email')
  .pipe(z.email({ error: 'invalid_email' }))
  .describe('E-mail address');

/**
 * Free text a customer types, passed on to WHMCS: a string whose characters
 * are all safe to store and show ({@link isCleanText}). Multi-line fields
 * keep tabs and line breaks.
 */
export function textSchema(options: {
  isMultiline: boolean;
  error: string;
}): z.ZodString {
  return z
    .string({ error: options.error })
    .refine((value) => isCleanText(value, options), {
      error: INVALID_CHARACTERS,
      abort: true,
    });
}

/** Money in responses: a decimal string with two decimals, e.g. "15.95". */
export const moneySchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Decimal amount with two decimals');

/**
 * Money in requests: a finite JSON number above zero with at most two
 * decimals exactly ({@link checkAmount}); `0.30000000000000004` is refused,
 * never rounded. Strings such as "12,50" or "Infinity" are refused, never
 * coerced.
 */
export const amountSchema = z
  .number({ error: 'invalid_amount' })
  .superRefine((value, ctx) => {
    const problem = checkAmount(value);
    if (problem !== null) {
      ctx.addIssue({ code: 'custom', message: problem, input: value });
    }
  })
  .describe('Amount, a number above 0 with at most two decimals');

/** A currency as WHMCS describes it. */
export const currencySchema = z
  .object({
    code: z.string().describe('ISO code, e.g. EUR'),
    prefix: z.string().describe('Text before an amount, e.g. €'),
    suffix: z.string().describe('Text after an amount, e.g. " EUR"'),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof currencySchema>;

/** A calendar date `YYYY-MM-DD`, or null when WHMCS has none (its zero date). */
export const dateSchema = z.iso.date().nullable();

/**
 * A date and time `YYYY-MM-DDTHH:MM:SS` in the billing system's local time
 * (WHMCS sends no offset), or null when not set.
 */
export const dateTimeSchema = z.iso.datetime({ local: true }).nullable();

/** A moment with its offset, e.g. 2026-11-27T18:30:00.000Z. */
export const instantSchema = z.iso.datetime({ offset: true });

/**
 * Identity fields the API's calls carry. They are optional and never trusted:
 * when present they must be the session's own, else 403 FORBIDDEN.
 */
export const identitySchema = z.object({
  email: emailSchema.optional().describe("Must be the session's e-mail"),
  clientid: idSchema.optional().describe("Must be the session's client id"),
});

/** Request of a call that takes no input. */
export const emptyRequestSchema = z.object({});

/** The plain success answer of a change that returns nothing else. */
export const okResponseSchema = z.object({ error: z.literal(false) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/**
 * Marks an endpoint whose 200 answer is a file (application/pdf), not JSON;
 * the schema only documents it.
 */
export const pdfResponseSchema = z
  .string()
  .describe('application/pdf document')
  .meta({ id: 'PdfDocument' });

/** Marks an endpoint whose 200 answer is a ZIP archive (the data export). */
export const zipResponseSchema = z
  .string()
  .describe('application/zip archive')
  .meta({ id: 'ZipArchive' });

/** Marks an endpoint whose 200 answer is a file of any type (attachments). */
export const fileResponseSchema = z
  .string()
  .describe('The file, with its own content type')
  .meta({ id: 'FileDownload' });

/**
 * An id sent as text (query strings, multipart fields): digits only, then
 * checked like any id.
 */
export const textIdSchema = z
  .string({ error: 'invalid_id' })
  .regex(/^[1-9]\d{0,9}$/, { error: 'invalid_id' })
  .transform(Number)
  .pipe(idSchema);

/** A non-negative integer sent as text (attachment indexes, reply ids). */
export const textIndexSchema = z
  .string({ error: 'invalid_index' })
  .regex(/^(0|[1-9]\d{0,9})$/, { error: 'invalid_index' })
  .transform(Number)
  .pipe(z.number().int().min(0).max(MAX_ID));
