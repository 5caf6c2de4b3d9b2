import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hash,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/** A random, URL-safe token of `bytes` bytes (256 bits by default). */
export function createToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The SHA-256 of a value, hex: how tokens are stored, never in clear. Every
 * signed-in request hashes its token; the one-shot `hash` is about four
 * times faster than a hash object for a value this short.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
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

const SEAL_VERSION = 'v1';

/**
 * Encrypts `plaintext` with AES-256-GCM under `keyBase64` (32 bytes), bound
 * to `context` (authenticated, not stored): a value sealed for one client
 * does not open for another. Answers `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */
export function seal(
  keyBase64: string,
  context: string,
  plaintext: string,
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(
    'aes-256-gcm',
    Buffer.from(keyBase64, 'base64'),
    iv,
  );
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([
    cipher.update(plaintext, 'utf8'),
    cipher.final(),
  ]);
  return [
    SEAL_VERSION,
    iv.toString('base64url'),
    body.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join('.');
}

/** Opens what {@link seal} made with the same key and context; null when it does not open. */
export function unseal(
  keyBase64: string,
  context: string,
  sealed: string,
): string | null {
  const [version, iv, body, tag, ...rest] = sealed.split('.');
  if (
    version !== SEAL_VERSION ||
    iv === undefined ||
    body === undefined ||
    tag === undefined ||
    rest.length > 0
  ) {
    return null;
  }
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(keyBase64, 'base64'),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** Whether a value looks like what {@link seal} makes (it may still not open). */
export function isSealed(value: string): boolean {
  return value.startsWith(`${SEAL_VERSION}.`);
}
