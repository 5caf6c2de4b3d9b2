/**
 * Turns WHMCS's `YYYY-MM-DD HH:MM:SS` (local time, no offset) into the
 * contract's `YYYY-MM-DDTHH:MM:SS`.
 */
export function toLocalDateTime(value: string | null): string | null {
  return value === null ? null : value.replace(' ', 'T');
}
