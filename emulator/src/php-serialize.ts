import { unserialize } from 'php-serialize';

/**
 * Decodes WHMCS's `base64(serialize(array))` parameters (`customfields`,
 * `configoptions`, `customvars`) into a plain record; `undefined` when the value is
 * not valid base64 of a serialised array.
 */
export function decodePhpArrayParam(
  encoded: string,
): Record<string, unknown> | undefined {
  const trimmed = encoded.trim();
  if (!/^[A-Za-z0-9+/=_-]*$/.test(trimmed) || trimmed === '') {
    return undefined;
  }
  const bytes = Buffer.from(trimmed, 'base64');
  try {
    const value: unknown = unserialize(bytes, {}, { strict: true });
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
    if (Array.isArray(value)) {
      return Object.fromEntries(value.entries());
    }
    return undefined;
  } catch {
    return undefined;
  }
}

/** A scalar PHP value as the string WHMCS would store (`true` → `"1"`, null → `""`). */
export function phpScalarToString(value: unknown): string {
  if (value === null || value === undefined || value === false) {
    return '';
  }
  if (value === true) {
    return '1';
  }
  if (typeof value === 'number' || typeof value === 'string') {
    return String(value);
  }
  return '';
}

/**
 * Decodes a `customfields`-style parameter into `{ key: string value }`;
 * `undefined` when it is not a valid encoded array.
 */
export function decodePhpStringMap(
  encoded: string,
): Record<string, string> | undefined {
  const decoded = decodePhpArrayParam(encoded);
  if (!decoded) {
    return undefined;
  }
  return Object.fromEntries(
    Object.entries(decoded).map(([key, value]) => [
      key,
      phpScalarToString(value),
    ]),
  );
}
