import { scryptSync, timingSafeEqual } from 'node:crypto';

import { randomHex } from './random.js';

const COST = 4096;
const KEY_LENGTH = 32;

/**
 * Hashes a login password with scrypt. The seeds pass a fixed salt so that two seeded
 * databases are byte-identical; everything else gets a random one.
 */
export function hashPassword(password: string, salt = randomHex(16)): string {
  const key = scryptSync(password, salt, KEY_LENGTH, { N: COST });
  return `$scrypt$${COST}$${salt}$${key.toString('hex')}`;
}

/** Checks a password against {@link hashPassword}'s output in constant time. */
export function verifyPassword(password: string, stored: string): boolean {
  const [, scheme, cost, salt, hex] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hex) {
    return false;
  }
  const expected = Buffer.from(hex, 'hex');
  const actual = scryptSync(password, salt, expected.length, {
    N: Number(cost),
  });
  return timingSafeEqual(actual, expected);
}
