import type { Params } from '../params.js';
import { decodePhpStringMap } from '../php-serialize.js';

/** The message for an undecodable `customfields` parameter. */
export const INVALID_CUSTOM_FIELDS =
  'Invalid customfields: expected base64 of a PHP serialized array';

/**
 * Reads the optional `customfields` parameter: `{}` when absent or empty, the
 * decoded values, or `undefined` when it cannot be decoded. WHMCS would drop a
 * broken value silently; the emulator refuses it so that encoding bugs show up in tests.
 * The values are stored escaped like every other text of the call (see the README's
 * "Real-install behaviour": custom field input is escaped in WHMCS's own forms, so
 * stored values have one form whichever way they came in).
 */
export function readCustomFieldsParam(
  params: Params,
): Record<string, string> | undefined {
  const raw = params.text('customfields');
  if (raw === '') {
    return {};
  }
  const decoded = decodePhpStringMap(raw);
  if (!decoded) {
    return undefined;
  }
  return Object.fromEntries(
    Object.entries(decoded).map(([key, value]) => [
      key,
      params.storeText(value),
    ]),
  );
}
