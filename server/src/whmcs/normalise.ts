import { decodeHTML } from 'entities';
import { z } from 'zod';

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

/**
 * A finite number sent as a JSON number or a decimal string (`"1"`, `"0.000"`),
 * since WHMCS types numbers differently per action and version.
 */
export const numberSchema = z
  .union([z.number(), z.string().regex(DECIMAL_TEXT)])
  .transform(Number)
  .pipe(z.number());

/** A safe integer sent as a JSON number or an integer string. */
export const integerSchema = z
  .union([z.number(), z.string().regex(INTEGER_TEXT)])
  .transform(Number)
  .pipe(z.int());

/** A count such as `totalresults` or `numreturned`: an integer, never negative. */
export const countSchema = integerSchema.pipe(z.int().nonnegative());

/** The id of a record that must exist (client, service, invoice, ticket): a positive integer. */
export const idSchema = integerSchema.pipe(z.int().positive());

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
export const moneySchema = z
  .union([z.number(), z.string()])
  .transform((value, context) => {
    const money = toMoneyText(value);
    if (money === undefined) {
      context.addIssue({ code: 'custom', message: 'invalid_money' });
      return z.NEVER;
    }
    return money;
  });

const TRUE_TEXTS = new Set(['true', '1', 'on', 'yes']);
const FALSE_TEXTS = new Set(['false', '0', 'off', 'no', '']);

/**
 * A flag sent as a JSON boolean, `1`/`0`, `"1"`/`"0"`, `"true"`/`"false"`
 * (truthy as a string in JavaScript, hence this parser) or `"on"`/`""`.
 */
export const booleanSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.string()])
  .transform((value, context) => {
    if (typeof value === 'boolean') {
      return value;
    }
    if (typeof value === 'number') {
      return value === 1;
    }
    const text = value.trim().toLowerCase();
    if (TRUE_TEXTS.has(text)) {
      return true;
    }
    if (FALSE_TEXTS.has(text)) {
      return false;
    }
    context.addIssue({ code: 'custom', message: 'invalid_boolean' });
    return z.NEVER;
  });

function isRealDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

/**
 * A calendar date `YYYY-MM-DD`, or `null` for WHMCS's "not set" forms
 * (`0000-00-00`, `""`, `null`); kept as text because WHMCS sends no timezone.
 */
export const dateSchema = z
  .union([z.string(), z.null()])
  .transform((value, context) => {
    if (value === null || value === '' || ZERO_DATE.test(value)) {
      return null;
    }
    const match = DATE_TEXT.exec(value);
    const [, year = '', month = '', day = ''] = match ?? [];
    if (!match || !isRealDate(year, month, day)) {
      context.addIssue({ code: 'custom', message: 'invalid_date' });
      return z.NEVER;
    }
    return `${year}-${month}-${day}`;
  });

/**
 * A date and time `YYYY-MM-DD HH:MM:SS` (server-local, no offset), or `null`
 * for the zero datetime, `""` or `null`; a `T` separator is accepted and
 * normalised to a space.
 */
export const dateTimeSchema = z
  .union([z.string(), z.null()])
  .transform((value, context) => {
    if (value === null || value === '' || ZERO_DATE.test(value)) {
      return null;
    }
    const match = DATE_TIME_TEXT.exec(value);
    const [, year = '', month = '', day = '', hour = '', minute = ''] =
      match ?? [];
    const second = match?.[6] ?? '00';
    if (
      !match ||
      !isRealDate(year, month, day) ||
      Number(hour) > 23 ||
      Number(minute) > 59 ||
      Number(second) > 59
    ) {
      context.addIssue({ code: 'custom', message: 'invalid_date_time' });
      return z.NEVER;
    }
    return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
  });

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

/** Text exactly as WHMCS sent it (URLs, HTML bodies, keys), `null` as `''`. */
export const rawTextSchema = z
  .union([z.string(), z.number(), z.null()])
  .transform((value) => (value === null ? '' : String(value)));

/**
 * Free text sent as a string, a number or `null` (`null` becomes `''`), with
 * WHMCS's input escaping undone once ({@link decodeWhmcsText}).
 */
export const textSchema = rawTextSchema.transform(decodeWhmcsText);

/** A text we rely on (a public ticket number): present and not empty. */
export const requiredTextSchema = textSchema.pipe(z.string().min(1));

/**
 * A status, present and not blank, trimmed and spelled as one of `known`
 * whatever its case (`active `, `ACTIVE` → `Active`); an unknown status
 * (an operator's own ticket status) is kept as WHMCS sent it, trimmed.
 */
export function createStatusSchema(known: readonly string[]) {
  const byLowerCase = new Map(
    known.map((status) => [status.toLowerCase(), status]),
  );
  return textSchema
    .transform((value) => value.trim())
    .pipe(z.string().min(1))
    .transform((value) => byLowerCase.get(value.toLowerCase()) ?? value);
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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmptyArray(value: unknown): boolean {
  return Array.isArray(value) && value.length === 0;
}

function isIndexedObject(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return (
    keys.length > 0 &&
    keys.every((key) => /^\d+$/.test(key)) &&
    Object.values(value).every(isPlainObject)
  );
}

function toItems(value: unknown): unknown {
  if (value === undefined || value === null || value === '') {
    return [];
  }
  if (Array.isArray(value)) {
    // PHP encodes an empty placeholder entry as `[]`, as in `attachments: [[]]`.
    return value.filter((entry) => !isEmptyArray(entry));
  }
  if (isPlainObject(value)) {
    if (Object.keys(value).length === 0) {
      return [];
    }
    // A PHP array with gaps in its keys is encoded as an object keyed "0", "2", …
    return isIndexedObject(value) ? Object.values(value) : [value];
  }
  return value;
}

function unwrapList(value: unknown, innerKey: string): unknown {
  if (isPlainObject(value)) {
    if (innerKey in value) {
      return toItems(value[innerKey]);
    }
    return Object.keys(value).length === 0 ? [] : value;
  }
  if (value === undefined || value === null || value === '') {
    return [];
  }
  if (Array.isArray(value)) {
    return value.filter((entry) => !isEmptyArray(entry));
  }
  return value;
}

/** A record a list left out because it did not match its schema. */
export interface DroppedRecord {
  /** Its position in the list WHMCS sent. */
  index: number;
  /** The failed fields as `path: code`, never their values. */
  issues: string[];
}

let droppedRecordSink: DroppedRecord[] | null = null;

/** Zod issues as `path: code`, without the values (they may be personal data). */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return `${path === '' ? '(root)' : path}: ${issue.code}`;
  });
}

/**
 * Runs a (synchronous) parse and collects the records that lists left out on
 * the way, so the caller can report them with the action's name.
 */
export function collectDroppedRecords<T>(parse: () => T): {
  result: T;
  dropped: DroppedRecord[];
} {
  const previous = droppedRecordSink;
  const dropped: DroppedRecord[] = [];
  droppedRecordSink = dropped;
  try {
    return { result: parse(), dropped };
  } finally {
    droppedRecordSink = previous;
  }
}

/**
 * An array whose items that fail `itemSchema` are left out (and reported to
 * {@link collectDroppedRecords}) instead of failing the whole reply: one odd
 * record of a real install must not hide the others.
 */
function createLenientArraySchema<T extends z.ZodType>(itemSchema: T) {
  return z.array(z.unknown()).transform((items) => {
    const kept: z.output<T>[] = [];
    items.forEach((item, index) => {
      const parsed = itemSchema.safeParse(item);
      if (parsed.success) {
        kept.push(parsed.data);
      } else {
        droppedRecordSink?.push({
          index,
          issues: formatIssues(parsed.error.issues),
        });
      }
    });
    return kept;
  });
}

/**
 * A WHMCS collection wrapper such as `products: { product: [...] }`, always
 * parsed to an array: a single object, `""`, `[]`, `{}`, `[[]]`, `null` or a
 * missing wrapper are all accepted, while an object lacking the inner key is
 * refused so a renamed key cannot silently read as "no items". An item that
 * does not match `itemSchema` is left out and reported.
 */
export function createWrappedListSchema<T extends z.ZodType>(
  innerKey: string,
  itemSchema: T,
) {
  return z.preprocess(
    (value) => unwrapList(value, innerKey),
    createLenientArraySchema(itemSchema),
  );
}

/**
 * A flat list (GetClientsDetails `customfields`, ticket `attachments`) where
 * WHMCS writes "none" as `[[]]`, `[]`, `""`, `{}` or leaves it out; always an
 * array, without the items that do not match `itemSchema`.
 */
export function createFlatListSchema<T extends z.ZodType>(itemSchema: T) {
  return z.preprocess(toItems, createLenientArraySchema(itemSchema));
}

/** One ticket attachment reference: the file name and its index for GetTicketAttachment. */
export const attachmentSchema = z.object({
  filename: textSchema.default(''),
  index: countSchema,
});

/** Ticket attachment references, with the `[[]]` "no attachment" form parsed to `[]`. */
export const attachmentListSchema = createFlatListSchema(attachmentSchema);

/**
 * An object keyed by WHMCS values (GetProducts `pricing` by currency code),
 * where PHP writes an empty one as `[]`; always a record.
 */
export function createKeyedRecordSchema<T extends z.ZodType>(valueSchema: T) {
  return z.preprocess(
    (value) =>
      value === undefined ||
      value === null ||
      value === '' ||
      isEmptyArray(value)
        ? {}
        : value,
    z.record(z.string(), valueSchema),
  );
}

/** Paging fields of a paginated WHMCS reply; `numreturned` is missing on GetActivityLog. */
export const pageShape = {
  totalresults: countSchema,
  startnumber: countSchema.default(0),
  numreturned: countSchema.optional(),
};
