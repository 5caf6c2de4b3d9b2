/**
 * The lists and records of WHMCS replies, in every form PHP encodes them
 * (an object keyed by number, an empty string, a wrapper), read leniently:
 * a record that does not match is left out and reported, not the reply.
 */
import { z } from 'zod';

import { countSchema, textSchema } from './field-schemas.js';

// The fields' schemas, where the action definitions have always found them.
export {
  booleanSchema,
  clientStatusSchema,
  countSchema,
  createStatusSchema,
  dateSchema,
  dateTimeSchema,
  decodeWhmcsText,
  idSchema,
  integerSchema,
  invoiceStatusSchema,
  moneySchema,
  numberSchema,
  rawTextSchema,
  refIdSchema,
  requiredTextSchema,
  serviceStatusSchema,
  textSchema,
  ticketStatusSchema,
} from './field-schemas.js';

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
