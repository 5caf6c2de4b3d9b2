import { createHash, timingSafeEqual } from 'node:crypto';

import type { EmulatorCredentials } from './options.js';
import type { Params } from './params.js';

/** Compares two strings in constant time (hashing first hides the length). */
export function safeEqual(actual: string, expected: string): boolean {
  const a = createHash('sha256').update(actual).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Whether the call carries the API credentials: `identifier` + `secret`, or the
 * legacy `username` + `password` fields holding the same pair (the password also as
 * its MD5, as old clients send an admin password).
 */
export function hasValidCredentials(
  params: Params,
  credentials: EmulatorCredentials,
): boolean {
  const identifier =
    params.rawString('identifier') ?? params.rawString('username');
  const secret = params.rawString('secret') ?? params.rawString('password');
  if (identifier === undefined || secret === undefined) {
    return false;
  }
  const identifierOk = safeEqual(identifier, credentials.identifier);
  const md5 = createHash('md5').update(credentials.secret).digest('hex');
  const secretOk =
    safeEqual(secret, credentials.secret) ||
    (params.rawString('secret') === undefined && safeEqual(secret, md5));
  return identifierOk && secretOk;
}
