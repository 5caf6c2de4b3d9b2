import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/** A random, URL-safe token of `bytes` bytes (256 bits by default). */
export function createToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The SHA-256 of a value, hex: how tokens are stored, never in clear. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The first 16 hex digits of a file's SHA-256: the part of its name that changes with it. */
export function contentHash(body: Buffer | string): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 16);
}

/** HMAC-SHA256 of `value` with `key`, hex. */
export function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/**
 * Compares two strings in constant time for equal lengths, so the time taken
 * tells nothing about how much of a secret matched.
 */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    // Still spend a comparison, so unequal lengths take the same path.
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/** A numeric code of `digits` digits from the CSPRNG, zero-padded. */
export function createNumericCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}
