import { generateSecret, generateURI, verify } from 'otplib';

import { fromStore } from '../lib/app-error.js';
import type { Stores } from '../stores/types.js';

/**
 * The authenticator app's codes (TOTP, RFC 6238) as every app reads an
 * `otpauth://` URI without parameters: SHA-1, 6 digits, 30-second steps.
 */
const PERIOD_SECONDS = 30;
/** One step either side is accepted, for a phone whose clock is a little off. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
/**
 * An accepted step is remembered this long: longer than the 90 seconds in
 * which its code is accepted at all, so it cannot be used twice.
 */
const USED_STEP_TTL_MS = 3 * PERIOD_SECONDS * 1000 + 30_000;

/** A new secret for the authenticator app: 160 bits from the CSPRNG, base32. */
export function createTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The `otpauth://` URI the QR code shows: issuer and label name the account. */
export function totpUri(secret: string, issuer: string, label: string): string {
  return generateURI({ issuer, label, secret, period: PERIOD_SECONDS });
}

/** Whether `code` has the shape of the app's codes (six digits, spaces allowed). */
export function isTotpShape(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/**
 * Checks an app code against `secret` at `nowMs` (±1 step) and uses its
 * step up for this client: an accepted code works once, on every instance
 * (`setIfAbsent` in the shared store). True only for the one call that
 * used it.
 */
export async function useTotpCode(
  stores: Pick<Stores, 'tokens'>,
  clientId: number,
  secret: string,
  code: string,
  nowMs: number,
): Promise<boolean> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) {
    return false;
  }
  let result;
  try {
    result = await verify({
      secret,
      token,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      period: PERIOD_SECONDS,
    });
  } catch {
    // A secret the library cannot read matches nothing.
    return false;
  }
  // A TOTP match names its time step (an HOTP one would not).
  if (!result.valid || !('timeStep' in result)) {
    return false;
  }
  return fromStore(() =>
    stores.tokens.setIfAbsent(
      `totp:used:${clientId}:${result.timeStep}`,
      '1',
      USED_STEP_TTL_MS,
    ),
  );
}
