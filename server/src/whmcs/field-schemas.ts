/**
 * The fields of WHMCS replies: numbers, money, flags, dates, text and
 * statuses as WHMCS sends them across actions and versions, each read into
 * the one form we keep (the lists they come in are in normalise.ts).
 */
import { decodeHTML } from 'entities';

import { readWith } from './read-field.js';

const INTEGER_TEXT = /^-?\d+$/;
const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;
/** A date, or the date part of a date-time (`2026-11-22 10:00:00`, ISO 8601 with fractions and zone). */
const DATE_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/**
 * `YYYY-MM-DD HH:MM:SS`, also with a `T`, without seconds, with fractions
 * (Carbon's `.000000`) and with a zone (`Z`, `+01:00`), as WHMCS 8+ sends
 * some dates of its newer models.
 */
const DATE_TIME_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const ZERO_DATE = /^0000-00-00(?:[ T]00:00:00)?$/;

/** A JSON number, or a string that `text` matches, as a number; else NaN. */
function numberOf(value: unknown, text: RegExp): number {
  if (typeof value === 'number') {
    return value;
  }
  return typeof value === 'string' && text.test(value)
    ? Number(value)
    : Number.NaN;
}

/** A safe integer of at least `min`, sent as a JSON number or an integer string. */
function integerAtLeast(min: number, message: string) {
  return readWith((value) => {
    const number = numberOf(value, INTEGER_TEXT);
    return Number.isSafeInteger(number) && number >= min ? number : undefined;
  }, message);
}

/**
 * A finite number sent as a JSON number or a decimal string (`"1"`, `"0.000"`),
 * since WHMCS types numbers differently per action and version.
 */
export const numberSchema = readWith((value) => {
  const number = numberOf(value, DECIMAL_TEXT);
  return Number.isFinite(number) ? number : undefined;
}, 'invalid_number');

/** A safe integer sent as a JSON number or an integer string. */
export const integerSchema = integerAtLeast(
  Number.MIN_SAFE_INTEGER,
  'invalid_integer',
);

/** A count such as `totalresults` or `numreturned`: an integer, never negative. */
export const countSchema = integerAtLeast(0, 'invalid_count');

/** The id of a record that must exist (client, service, invoice, ticket): a positive integer. */
export const idSchema = integerAtLeast(1, 'invalid_id');

/** A reference to another record where WHMCS writes 0 for "none" (`contactid`, `promoid`). */
export const refIdSchema = countSchema;

function toMoneyText(value: string | number): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) {
    return undefined;
  }
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) {
    return undefined;
  }
  const cents = fraction.slice(0, 2).padEnd(2, '0');
  const isZero = /^0+$/.test(whole) && cents === '00';
  return `${isZero ? '' : sign}${whole.replace(/^0+(?=\d)/, '')}.${cents}`;
}

/**
 * An amount as a decimal string with exactly two decimals (`"15.95"` from
 * `"15.95"`, `15.95` or `"15.9"`), kept as text so no float rounding creeps in;
 * more than two significant decimals is refused rather than rounded.
 */
export const moneySchema = readWith(
  (value) =>
    typeof value === 'number' || typeof value === 'string'
      ? toMoneyText(value)
      : undefined,
  'invalid_money',
);

const TRUE_TEXTS = new Set(['true', '1', 'on', 'yes']);
const FALSE_TEXTS = new Set(['false', '0', 'off', 'no', '']);

/**
 * A flag sent as a JSON boolean, `1`/`0`, `"1"`/`"0"`, `"true"`/`"false"`
 * (truthy as a string in JavaScript, hence this parser) or `"on"`/`""`.
 */
export const booleanSchema = readWith((value) => {
  if (typeof value === 'boolean') {
    return value;
  }
  if (value === 0 || value === 1) {
    return value === 1;
  }
  if (typeof value !== 'string') {
    return undefined;
  }
  const text = value.trim().toLowerCase();
  if (TRUE_TEXTS.has(text)) {
    return true;
  }
  return FALSE_TEXTS.has(text) ? false : undefined;
}, 'invalid_boolean');

function isRealDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

/** A date's text: `null` for WHMCS's "not set" forms, `undefined` for what is no text. */
function dateTextOf(value: unknown): string | null | undefined {
  if (value === null || value === '') {
    return null;
  }
  if (typeof value !== 'string') {
    return undefined;
  }
  return ZERO_DATE.test(value) ? null : value;
}

/**
 * A calendar date `YYYY-MM-DD`, or `null` for WHMCS's "not set" forms
 * (`0000-00-00`, `""`, `null`); kept as text because WHMCS sends no timezone.
 */
export const dateSchema = readWith((value): string | null | undefined => {
  const text = dateTextOf(value);
  if (typeof text !== 'string') {
    return text;
  }
  const match = DATE_TEXT.exec(text);
  const [, year = '', month = '', day = ''] = match ?? [];
  return match && isRealDate(year, month, day)
    ? `${year}-${month}-${day}`
    : undefined;
}, 'invalid_date');

/**
 * A date and time `YYYY-MM-DD HH:MM:SS` (server-local, no offset), or `null`
 * for the zero datetime, `""` or `null`; a `T` separator is accepted and
 * normalised to a space.
 */
export const dateTimeSchema = readWith((value): string | null | undefined => {
  const text = dateTextOf(value);
  if (typeof text !== 'string') {
    return text;
  }
  const match = DATE_TIME_TEXT.exec(text);
  const [, year = '', month = '', day = '', hour = '', minute = ''] =
    match ?? [];
  const second = match?.[6] ?? '00';
  return match &&
    isRealDate(year, month, day) &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59
    ? `${year}-${month}-${day} ${hour}:${minute}:${second}`
    : undefined;
}, 'invalid_date_time');

/**
 * Undoes WHMCS's input escaping once. WHMCS runs `htmlspecialchars` over every
 * request variable when it boots, so what a customer or an admin typed is
 * stored and returned as `&amp; &quot; &#039; &lt; &gt;`; its own client area
 * lets the browser turn those back into characters. This is that one step, as
 * a browser does it (named and numeric references), and never a second one:
 * `&amp;lt;` becomes `&lt;`, which stays text wherever we show it.
 */
export function decodeWhmcsText(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}

/** A string, a number or `null` as text (`null` is `''`); anything else is not text. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number') {
    return String(value);
  }
  return value === null ? '' : undefined;
}

/** Text exactly as WHMCS sent it (URLs, HTML bodies, keys), `null` as `''`. */
export const rawTextSchema = readWith(textOf, 'invalid_text');

/**
 * Free text sent as a string, a number or `null` (`null` becomes `''`), with
 * WHMCS's input escaping undone once ({@link decodeWhmcsText}).
 */
export const textSchema = readWith((value) => {
  const text = textOf(value);
  return text === undefined ? undefined : decodeWhmcsText(text);
}, 'invalid_text');

/** A text we rely on (a public ticket number): present and not empty. */
export const requiredTextSchema = readWith((value) => {
  const text = textOf(value);
  return text ? decodeWhmcsText(text) || undefined : undefined;
}, 'invalid_text');

/**
 * A status, present and not blank, trimmed and spelled as one of `known`
 * whatever its case (`active `, `ACTIVE` → `Active`); an unknown status
 * (an operator's own ticket status) is kept as WHMCS sent it, trimmed.
 */
export function createStatusSchema(known: readonly string[]) {
  const byLowerCase = new Map(
    known.map((status) => [status.toLowerCase(), status]),
  );
  return readWith((value) => {
    const text = textOf(value);
    const status = text === undefined ? '' : decodeWhmcsText(text).trim();
    return status === ''
      ? undefined
      : (byLowerCase.get(status.toLowerCase()) ?? status);
  }, 'invalid_status');
}

/** Service statuses (GetClientsProducts). */
export const serviceStatusSchema = createStatusSchema([
  'Pending',
  'Active',
  'Completed',
  'Suspended',
  'Terminated',
  'Cancelled',
  'Fraud',
]);

/** Invoice statuses (GetInvoices, GetInvoice). */
export const invoiceStatusSchema = createStatusSchema([
  'Draft',
  'Unpaid',
  'Paid',
  'Cancelled',
  'Refunded',
  'Collections',
  'Payment Pending',
]);

/** WHMCS's default ticket statuses; operators may add their own. */
export const ticketStatusSchema = createStatusSchema([
  'Open',
  'Answered',
  'Customer-Reply',
  'On Hold',
  'In Progress',
  'Closed',
]);

/** Client statuses (GetClientsDetails). */
export const clientStatusSchema = createStatusSchema([
  'Active',
  'Inactive',
  'Closed',
]);
