import { STEP_UP_WINDOW_MS } from '@members/contract';

import { AppError } from '../lib/app-error.js';
import type { SessionRecord } from '../stores/types.js';

import { hasSecondFactor } from './security-record.js';
import type { SecurityRecord } from './security-record.js';

type CheckedSession = Pick<SessionRecord, 'signedInAt' | 'factorAt'>;

/**
 * Until when a session may make sensitive changes without a new check:
 * 10 minutes after its last factor check for a customer with a factor,
 * after its sign-in for one without; null when that time has passed.
 */
export function checkedUntil(
  session: CheckedSession,
  record: SecurityRecord,
  now: number,
): number | null {
  const from = hasSecondFactor(record) ? session.factorAt : session.signedInAt;
  if (from === undefined) {
    return null;
  }
  const until = from + STEP_UP_WINDOW_MS;
  return until > now ? until : null;
}

/**
 * Step-up before a sensitive change (a new e-mail, a MAC, a line password,
 * an affiliate payout): a customer with a factor confirms it again when
 * their last check is older than 10 minutes. Customers without one are not
 * asked (they have nothing more to prove than their session).
 */
export function requireStepUp(
  session: CheckedSession,
  record: SecurityRecord,
  now: number,
): void {
  if (hasSecondFactor(record) && checkedUntil(session, record, now) === null) {
    throw new AppError(
      'STEP_UP_REQUIRED',
      'Confirm it is you with your second factor or a passkey',
    );
  }
}

/**
 * Before adding or removing a factor: a recent factor check when the
 * customer has one, else a recent sign-in (10 minutes).
 */
export function requireRecentCheck(
  session: CheckedSession,
  record: SecurityRecord,
  now: number,
): void {
  if (checkedUntil(session, record, now) !== null) {
    return;
  }
  if (hasSecondFactor(record)) {
    throw new AppError(
      'STEP_UP_REQUIRED',
      'Confirm it is you with your second factor or a passkey',
    );
  }
  throw new AppError(
    'REAUTH_REQUIRED',
    'Sign in again (within the last 10 minutes) to change how you sign in',
  );
}
