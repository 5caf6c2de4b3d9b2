/*
 * Input rules shared by the server's schemas and the web app's forms. This
 * module is zod-free, so the browser can use it without loading zod.
 */

import { MAX_AMOUNT } from './limits.js';

/** The message code of text with characters no form should send. */
export const INVALID_CHARACTERS = 'invalid_characters';

function isBidiControl(unit: number): boolean {
  // Embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069)
  // reorder what staff read ("Trojan Source"); marks such as U+200F stay.
  return (
    (unit >= 0x202a && unit <= 0x202e) || (unit >= 0x2066 && unit <= 0x2069)
  );
}

function isUnicodeLineBreak(unit: number): boolean {
  // LINE and PARAGRAPH SEPARATOR break lines in mail and staff views although
  // no form sends them; a one-line subject would not stay one line.
  return unit === 0x2028 || unit === 0x2029;
}

/**
 * Whether a text is safe to pass on to WHMCS and to show to staff: well-formed
 * UTF-16 (no lone surrogate), no control character (C0, DEL, C1), no bidi
 * embedding, override or isolate and no Unicode line or paragraph separator.
 * Multi-line text may hold tabs and line breaks (LF or CRLF, as browsers send
 * form fields); single-line text not.
 */
export function isCleanText(
  value: string,
  options: { isMultiline: boolean },
): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) {
        return false;
      }
      index += 1;
      continue;
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
    if (unit === 0x09 || unit === 0x0a) {
      if (!options.isMultiline) {
        return false;
      }
      continue;
    }
    if (unit === 0x0d) {
      if (!options.isMultiline || value.charCodeAt(index + 1) !== 0x0a) {
        return false;
      }
      continue;
    }
    if (
      unit < 0x20 ||
      (unit >= 0x7f && unit <= 0x9f) ||
      isBidiControl(unit) ||
      isUnicodeLineBreak(unit)
    ) {
      return false;
    }
  }
  return true;
}

/** Longest e-mail address (RFC 5321 forward-path of 256 minus the brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** Longest local part of an e-mail address (RFC 5321 4.5.3.1.1). */
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/** Longest label of a domain name (RFC 1035). */
const DOMAIN_LABEL_MAX_LENGTH = 63;

const EMAIL_LOCAL_PATTERN = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*$/;
const DOMAIN_LABEL_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/**
 * Whether a text is one plain e-mail address WHMCS and mail servers accept:
 * `local@domain`, local part at most 64 characters, the whole at most 254,
 * domain labels of at most 63 letters, digits and inner hyphens, a top-level
 * domain of at least two letters. No spaces, quotes, comments, line breaks
 * or control characters (mail header injection).
 */
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) {
    return false;
  }
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) {
    return false;
  }
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    local.length <= EMAIL_LOCAL_MAX_LENGTH &&
    EMAIL_LOCAL_PATTERN.test(local) &&
    labels.length >= 2 &&
    labels.every(
      (label) =>
        label.length <= DOMAIN_LABEL_MAX_LENGTH &&
        DOMAIN_LABEL_PATTERN.test(label),
    ) &&
    /^[A-Za-z]{2,}$/.test(topLevel)
  );
}

/**
 * Whether a number is an amount a request may carry: finite, above zero, at
 * most {@link MAX_AMOUNT}, and at most two decimals exactly. The number's
 * shortest decimal form decides, so `0.30000000000000004` (0.1 + 0.2) is
 * refused rather than rounded, and so is `1e-7`.
 */
export function isValidAmount(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value > 0 &&
    value <= MAX_AMOUNT &&
    /^\d+(?:\.\d{1,2})?$/.test(String(value))
  );
}

/**
 * An amount as a customer types it (`25`, `25.5`, `25,50`) as a number, or
 * null when it is not a plain decimal with at most two decimals or not a
 * valid amount ({@link isValidAmount}): `0`, `1e309`, `12.345`, `-3`.
 */
export function parseAmountInput(value: string): number | null {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match?.[1]) {
    return null;
  }
  const amount = Number(`${match[1]}.${match[2] ?? '0'}`);
  return isValidAmount(amount) ? amount : null;
}

/**
 * A device MAC as customers type it: twelve hex digits, bare or in pairs
 * separated by `:` or by `-` (one kind throughout), any case.
 */
export const MAC_INPUT_PATTERN =
  /^(?:[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}|[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2}){5}|[0-9A-Fa-f]{12})$/;

/**
 * A MAC in the stored form (upper case, colons), or null if it is none or
 * no device can have it: the broadcast address, all zeros, or a multicast
 * (group) address, whose first octet is odd. Separators are ignored, since
 * values already stored in WHMCS vary.
 */
export function normaliseMac(value: string): string | null {
  const hex = value.trim().replace(/[:-]/g, '').toUpperCase();
  if (!/^[0-9A-F]{12}$/.test(hex)) {
    return null;
  }
  // The group bit (least significant bit of the first octet) is set on
  // multicast and on the broadcast address; all zeros is no device either.
  if (parseInt(hex.slice(0, 2), 16) % 2 === 1 || hex === '000000000000') {
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
  | 'url_too_long'
  | 'invalid_url'
  | 'url_credentials'
  | 'url_not_https'
  | 'url_private_host';

/** Top-level names that never lead to a public site. */
const PRIVATE_TOP_LEVEL = new Set([
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'private',
  'arpa',
  'invalid',
  'test',
  'onion',
]);

function isPublicIpv4(octets: readonly number[]): boolean {
  const [a = 0, b = 0, c = 0] = octets;
  return !(
    a === 0 || // "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224 // multicast, reserved, broadcast
  );
}

/** The eight 16-bit groups of an IPv6 address (as the URL parser writes it), or null. */
function parseIpv6(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) {
    return null;
  }
  const groupsOf = (part: string): number[] | null => {
    if (part === '') {
      return [];
    }
    const groups: number[] = [];
    for (const piece of part.split(':')) {
      if (/^\d+\.\d+\.\d+\.\d+$/.test(piece)) {
        const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
        groups.push(a * 256 + b, c * 256 + d);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0] ?? '');
  const tail = groupsOf(halves[1] ?? '');
  if (!head || !tail) {
    return null;
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) {
    return null;
  }
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

function isPublicIpv6(groups: readonly number[]): boolean {
  const [first = 0, second = 0] = groups;
  // Only global unicast (2000::/3) reaches the internet; that excludes
  // loopback, unspecified, IPv4-mapped and -compatible, NAT64, unique-local,
  // link-local and multicast. Within it, documentation (2001:db8::/32),
  // Teredo (2001::/32) and 6to4 (2002::/16) can hide any IPv4 address.
  return (
    (first & 0xe000) === 0x2000 &&
    !(first === 0x2001 && (second === 0x0db8 || second === 0)) &&
    first !== 0x2002
  );
}

/**
 * Whether a host, as the WHATWG URL parser leaves it (IPv4 in any notation
 * already turned into four decimal octets, IPv6 in brackets), names a public
 * site: a domain with a dot and a public top-level name, or a public address.
 */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = parseIpv6(host.slice(1, -1));
    return groups !== null && isPublicIpv6(groups);
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) {
    const octets = host.split('.').map(Number);
    return octets.every((octet) => octet <= 255) && isPublicIpv4(octets);
  }
  const labels = host.split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => label !== '') &&
    !/^\d+$/.test(topLevel) &&
    !PRIVATE_TOP_LEVEL.has(topLevel)
  );
}

/**
 * Why a redirect URL would be refused, or null when it is fine: an absolute
 * `https://` URL with a public host (no loopback, private, link-local or
 * otherwise reserved address, however it is written, no `localhost`), no
 * spaces, control or bidi characters, no user name or password, at most
 * 2 048 characters.
 */
export function redirectUrlProblem(value: string): RedirectUrlProblem | null {
  if (value.length > REDIRECT_URL_MAX_LENGTH) {
    return 'url_too_long';
  }
  if (
    !isCleanText(value, { isMultiline: false }) ||
    [...value].some((char) => char.trim() === '')
  ) {
    return 'invalid_url';
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid_url';
  }
  if (url.protocol === 'http:' && /^http:\/\/[^/\\\s]/i.test(value)) {
    return 'url_not_https';
  }
  if (
    url.protocol !== 'https:' ||
    !url.hostname ||
    !/^https:\/\/[^/\\\s]/i.test(value)
  ) {
    return 'invalid_url';
  }
  if (url.username !== '' || url.password !== '') {
    return 'url_credentials';
  }
  if (!isPublicHost(url.hostname)) {
    return 'url_private_host';
  }
  return null;
}
