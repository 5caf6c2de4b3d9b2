import { z } from 'zod';

import { getClientProfile } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import { checkFactorCode } from '../../domain/factor-codes.js';
import {
  hasSecondFactor,
  securityRecordOf,
} from '../../domain/security-record.js';
import type { SecurityRecord } from '../../domain/security-record.js';
import type { RouteCall } from '../../http/define-route.js';
import { AppError, fromStore } from '../../lib/app-error.js';
import { createToken, hashToken } from '../../lib/crypto.js';
import { DAY_MS } from '../../lib/time.js';
import { SECOND_FACTOR_LIMITS } from '../../stores/limits.js';

import { issueSession } from './auth.service.js';
import type { AuthDeps, SignInResult } from './auth.service.js';

/**
 * The second step of a sign-in: a customer with the authenticator app on
 * gets no session from a password or an e-mailed code alone. The first
 * step leaves a pending sign-in (5 minutes, its token in an httpOnly
 * cookie, only the token's hash as the store's key); `secondFactor`
 * completes it with the app's code or a recovery code. A passkey needs no
 * second step: it is both factors.
 */

/** A first step that was right, waiting for the second. */
export interface SecondStepRequired {
  secondStep: { token: string; expiresIn: number };
}

/** What a first step ends in: a session, or the second step. */
export type SignInOutcome = SignInResult | SecondStepRequired;

const pendingSchema = z.object({
  clientId: z.number().int(),
  method: z.enum(['password', 'code']),
});

const pendingKey = (token: string) => `2fa:pending:${hashToken(token)}`;
const attemptsKey = (token: string) => `2fa:attempts:${hashToken(token)}`;

/** The answer to a sign-in that needs its second step. */
export function secondFactorRequired(): AppError {
  return new AppError(
    'SECOND_FACTOR_REQUIRED',
    'Enter the code from your authenticator app, a recovery code, or use a passkey',
  );
}

/** No pending sign-in (none, expired, ended by wrong tries): start again. */
function noPendingSignIn(): AppError {
  return new AppError('UNAUTHENTICATED', 'Sign in first');
}

/**
 * Opens the session of a first step that was right, or, when the client
 * has the authenticator app on, keeps the sign-in pending for its second
 * step instead.
 */
/** How long a refusal for WHMCS two-factor is remembered: a session's lifetime. */
const WHMCS_TWO_FACTOR_TTL_MS = 180 * DAY_MS;

const whmcsTwoFactorKey = (clientId: number) => `whmcs2fa:${clientId}`;

/**
 * Remembers that WHMCS asks this client for its own two-factor
 * authentication (its password was refused for it), so that their next
 * sign-in offers to set up ours. Best effort: a store failure loses only
 * the offer.
 */
export async function rememberWhmcsTwoFactor(
  deps: Pick<AuthDeps, 'stores'>,
  clientId: number,
): Promise<void> {
  await deps.stores.tokens
    .set(whmcsTwoFactorKey(clientId), '1', WHMCS_TWO_FACTOR_TTL_MS)
    .catch(() => undefined);
}

/** Whether the sign-in should offer a second factor (see {@link rememberWhmcsTwoFactor}). */
async function suggestsSecondFactor(
  deps: Pick<AuthDeps, 'stores'>,
  clientId: number,
  record: SecurityRecord,
): Promise<boolean> {
  if (hasSecondFactor(record)) {
    return false;
  }
  const flag = await deps.stores.tokens
    .get(whmcsTwoFactorKey(clientId))
    .catch(() => null);
  return flag !== null;
}

export async function signInOrSecondStep(
  deps: AuthDeps,
  profile: ClientProfile,
  method: 'password' | 'code',
  meta: RouteCall<'auth'>['meta'],
): Promise<SignInOutcome> {
  const record = securityRecordOf(deps, profile);
  if (record.totp === null) {
    const result = await issueSession(deps, profile, method, meta);
    return (await suggestsSecondFactor(deps, profile.id, record))
      ? { ...result, response: { ...result.response, setUpSecondFactor: true } }
      : result;
  }
  const token = createToken(32);
  const { challengeTtlMs } = SECOND_FACTOR_LIMITS;
  await fromStore(() =>
    deps.stores.tokens.set(
      pendingKey(token),
      JSON.stringify({ clientId: profile.id, method }),
      challengeTtlMs,
    ),
  );
  return { secondStep: { token, expiresIn: challengeTtlMs / 1000 } };
}

async function readPending(
  deps: AuthDeps,
  token: string,
): Promise<z.infer<typeof pendingSchema>> {
  const stored = await fromStore(() =>
    deps.stores.tokens.get(pendingKey(token)),
  );
  const parsed =
    stored === null ? null : pendingSchema.safeParse(JSON.parse(stored));
  if (!parsed?.success) {
    throw noPendingSignIn();
  }
  return parsed.data;
}

/** Counts a wrong try of a pending sign-in; the fifth ends it. */
async function countWrongTry(deps: AuthDeps, token: string): Promise<void> {
  const { challengeAttempts, challengeTtlMs } = SECOND_FACTOR_LIMITS;
  const { count } = await fromStore(() =>
    deps.stores.counters.increment(attemptsKey(token), challengeTtlMs),
  );
  if (count >= challengeAttempts) {
    await fromStore(() => deps.stores.tokens.delete(pendingKey(token)));
  }
}

/**
 * Completes a pending sign-in with the app's code or a recovery code (each
 * works once): opens the session as the first step's method, with the
 * factor it was completed with. A wrong code is SECOND_FACTOR_INVALID,
 * counted per client a day and per pending sign-in (five end it).
 */
export async function completeSecondFactor(
  deps: AuthDeps,
  {
    input,
    meta,
    journal,
  }: Pick<RouteCall<'secondFactor'>, 'input' | 'meta' | 'journal'>,
  token: string | undefined,
): Promise<SignInResult> {
  if (!token) {
    throw noPendingSignIn();
  }
  const pending = await readPending(deps, token);
  let factor: 'totp' | 'recovery';
  try {
    factor = await checkFactorCode(deps, pending.clientId, journal, input.code);
  } catch (error) {
    if (error instanceof AppError && error.code === 'SECOND_FACTOR_INVALID') {
      await countWrongTry(deps, token);
    }
    throw error;
  }
  // One pending sign-in opens one session, even when two right codes race.
  if (
    (await fromStore(() => deps.stores.tokens.take(pendingKey(token)))) === null
  ) {
    throw noPendingSignIn();
  }
  const profile = await getClientProfile(deps, pending.clientId);
  if (profile.status.toLowerCase() === 'closed') {
    throw noPendingSignIn();
  }
  return issueSession(deps, profile, pending.method, meta, factor);
}
