import { hkdfSync, randomInt } from 'node:crypto';

import { RECOVERY_CODE_COUNT } from '@members/contract';

import { hmac, safeEqual } from '../lib/crypto.js';

/**
 * Recovery codes: ten single-use codes `XXXXX-XXXXX` shown once, kept only
 * as HMACs bound to their client, so neither a copy of the WHMCS field nor
 * of the store gives a code that works.
 */

/** Crockford's base32: no I, L, O or U, so nothing is misread (50 bits a code). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const HALF = 5;

/** A code's characters, read as Crockford reads them: O is 0, I and L are 1. */
const READ_AS: Record<string, string> = { O: '0', I: '1', L: '1' };

/** New codes from the CSPRNG, as the customer is shown them. */
export function createRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let code = '';
    for (let index = 0; index < HALF * 2; index += 1) {
      code += ALPHABET[randomInt(ALPHABET.length)];
    }
    return `${code.slice(0, HALF)}-${code.slice(HALF)}`;
  });
}

/**
 * A typed code in its one form (case, spaces and the dash do not matter;
 * look-alike letters read as their digits), or null when it cannot be one.
 */
export function normaliseRecoveryCode(typed: string): string | null {
  const bare = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[OIL]/g, (letter) => READ_AS[letter] ?? letter);
  const pattern = new RegExp(`^[${ALPHABET}]{${HALF * 2}}$`);
  return pattern.test(bare) ? bare : null;
}

/** The key recovery codes are hashed with, derived from SECRETS_KEY for this use alone. */
function recoveryKey(secretsKey: string): string {
  return Buffer.from(
    hkdfSync(
      'sha256',
      Buffer.from(secretsKey, 'base64'),
      Buffer.alloc(0),
      'members-area recovery codes v1',
      32,
    ),
  ).toString('base64');
}

/** The stored form of a code: HMAC-SHA256, bound to the client. */
export function hashRecoveryCode(
  secretsKey: string,
  clientId: number,
  code: string,
): string {
  const normal = normaliseRecoveryCode(code) ?? code;
  return hmac(recoveryKey(secretsKey), `${clientId}:${normal}`);
}

/**
 * The stored hash a typed code matches, or null. Every stored hash is
 * compared in constant time, so the time taken tells nothing.
 */
export function findRecoveryCode(
  secretsKey: string,
  clientId: number,
  stored: readonly string[],
  typed: string,
): string | null {
  const normal = normaliseRecoveryCode(typed);
  if (normal === null) {
    return null;
  }
  const hash = hashRecoveryCode(secretsKey, clientId, normal);
  let found: string | null = null;
  for (const candidate of stored) {
    if (safeEqual(candidate, hash)) {
      found = candidate;
    }
  }
  return found;
}
