import type { Params } from '../params.js';
import { decodePhpStringMap } from '../php-serialize.js';

/** The message for an undecodable `customfields` parameter. */
export const INVALID_CUSTOM_FIELDS =
  'Invalid customfields: expected base64 of a PHP serialized array';

/**
 * Reads the optional `customfields` parameter: `{}` when absent or empty, the
 * decoded values, or `undefined` when it cannot be decoded. WHMCS would drop a
 * broken value silently; the emulator refuses it so that encoding bugs show up in tests.
 */
export function readCustomFieldsParam(
  params: Params,
): Record<string, string> | undefined {
  const raw = params.text('customfields');
  if (raw === '') {
    return {};
  }
  return decodePhpStringMap(raw);
}
