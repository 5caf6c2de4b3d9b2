/*
 * Input rules shared by the server's schemas and the web app's forms. This
 * module is zod-free, so the browser can use it without loading zod.
 */

/**
 * A device MAC as customers type it: twelve hex digits, bare or in pairs
 * separated by `:` or by `-` (one kind throughout), any case.
 */
export const MAC_INPUT_PATTERN =
  /^(?:[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}|[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2}){5}|[0-9A-Fa-f]{12})$/;

/**
 * A MAC in the stored form (upper case, colons), or null if it is none.
 * Separators are ignored, since values already stored in WHMCS vary.
 */
export function normaliseMac(value: string): string | null {
  const hex = value.trim().replace(/[:-]/g, '').toUpperCase();
  if (!/^[0-9A-F]{12}$/.test(hex)) {
    return null;
  }
  return hex.match(/../g)?.join(':') ?? null;
}

/** A parental code: exactly four digits. */
export const PARENTAL_CODE_PATTERN = /^\d{4}$/;

/** Longest redirect URL. */
export const REDIRECT_URL_MAX_LENGTH = 2048;

/** Why a redirect URL is refused. */
export type RedirectUrlProblem =
  'url_too_long' | 'invalid_url' | 'url_credentials';

/**
 * Why a redirect URL would be refused, or null when it is fine: http or
 * https, absolute with a host, no spaces or control characters, no user name
 * or password, at most 2 048 characters.
 */
export function redirectUrlProblem(value: string): RedirectUrlProblem | null {
  if (value.length > REDIRECT_URL_MAX_LENGTH) {
    return 'url_too_long';
  }
  if ([...value].some((char) => char.trim() === '' || char < ' ')) {
    return 'invalid_url';
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid_url';
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    !url.hostname ||
    !/^https?:\/\/[^/\\\s]/i.test(value)
  ) {
    return 'invalid_url';
  }
  if (url.username !== '' || url.password !== '') {
    return 'url_credentials';
  }
  return null;
}
