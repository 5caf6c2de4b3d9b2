import { serialize, unserialize } from 'php-serialize';

/** A value WHMCS accepts inside a PHP-serialised parameter array. */
export type PhpArrayValue =
  string | number | boolean | null | { readonly [key: string]: PhpArrayValue };

const PHP_INTEGER_KEY = /^(?:0|-?[1-9]\d*)$/;

function toPhpArray(record: {
  readonly [key: string]: PhpArrayValue;
}): Map<string | number, unknown> {
  // A Map keeps integer keys as `i:N;`; a plain object would serialise every key as a string.
  return new Map(
    Object.entries(record).map(([key, value]) => [
      PHP_INTEGER_KEY.test(key) ? Number(key) : key,
      typeof value === 'object' && value !== null ? toPhpArray(value) : value,
    ]),
  );
}

/**
 * Encodes a parameter array the way WHMCS expects `customfields`,
 * `configoptions` and `customvars`: base64 of a PHP-serialised array, with
 * numeric keys written as PHP integers like PHP itself does.
 */
export function encodeSerializedArray(record: {
  readonly [key: string]: PhpArrayValue;
}): string {
  return Buffer.from(serialize(toPhpArray(record)), 'utf8').toString('base64');
}

/**
 * Encodes custom-field values keyed by custom-field id for the `customfields`
 * parameter; string lengths are counted in UTF-8 bytes (`Zürich` → `s:7:`).
 */
export function encodeCustomFields(record: Record<number, string>): string {
  for (const key of Object.keys(record)) {
    if (!/^[1-9]\d*$/.test(key)) {
      throw new RangeError(
        `Custom field id must be a positive integer: ${key}`,
      );
    }
  }
  return encodeSerializedArray(record);
}

/**
 * Decodes a `customfields` parameter back to values by custom-field id, for
 * tests and for checking what an emulator received.
 */
export function decodeCustomFields(encoded: string): Record<number, string> {
  const decoded: unknown = unserialize(Buffer.from(encoded, 'base64'));
  if (typeof decoded !== 'object' || decoded === null) {
    throw new TypeError('customfields is not a serialised PHP array');
  }
  const result: Record<number, string> = {};
  for (const [key, value] of Object.entries(decoded)) {
    if (!/^\d+$/.test(key) || typeof value === 'object') {
      throw new TypeError('customfields must map integer ids to values');
    }
    result[Number(key)] = String(value);
  }
  return result;
}

/** A file to attach to a ticket message. */
export interface TicketAttachmentFile {
  readonly name: string;
  readonly data: Uint8Array;
}

/**
 * Encodes files for the OpenTicket / AddTicketReply `attachments` parameter:
 * base64 of a JSON array of `{ name, data }` with `data` base64 itself; `name`
 * (not `filename`) is what WHMCS's own example and third-party code send.
 */
export function encodeAttachments(
  files: readonly TicketAttachmentFile[],
): string {
  const entries = files.map((file) => ({
    name: file.name,
    data: Buffer.from(
      file.data.buffer,
      file.data.byteOffset,
      file.data.byteLength,
    ).toString('base64'),
  }));
  return Buffer.from(JSON.stringify(entries), 'utf8').toString('base64');
}
