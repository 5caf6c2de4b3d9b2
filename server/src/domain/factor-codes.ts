import { AppError } from '../lib/app-error.js';
import {
  checkLimits,
  countEvent,
  resetLimit,
  SECOND_FACTOR_LIMITS,
} from '../stores/limits.js';
import type { Limit } from '../stores/limits.js';
import type { Stores } from '../stores/types.js';
import type { WriteJournal } from '../stores/write-journal.js';

import type { DomainContext } from './context.js';
import { findRecoveryCode } from './recovery-codes.js';
import {
  changeSecurityRecord,
  emptySecurityRecord,
  isSecurityAvailable,
  loadSecurityRecord,
  securitySettings,
} from './security-record.js';
import type { SecurityContext, SecurityRecord } from './security-record.js';
import { isTotpShape, useTotpCode } from './totp.js';

/**
 * What checking a code needs beyond the record: the counters of wrong
 * codes and the server's clock (the app's codes follow it).
 */
export type FactorCodeContext = SecurityContext & {
  stores: Pick<Stores, 'tokens' | 'counters'>;
  now: () => number;
};

/** The one answer to a wrong, used or unknown second-factor code. */
export function invalidFactorCode(): AppError {
  return new AppError(
    'SECOND_FACTOR_INVALID',
    'That code is wrong or was used already',
  );
}

/** Wrong second-factor codes of a client today (as wrong e-mailed codes are counted). */
export function factorFailLimit(clientId: number): Limit {
  return {
    key: `factor:fail:d:${clientId}`,
    ...SECOND_FACTOR_LIMITS.failedChecksPerClientDay,
  };
}

/**
 * Counts a code check against the client's limit of wrong codes: refused
 * (429) once the day's wrong codes are used up; `check` answers whether the
 * code was right, a wrong one is counted and answered SECOND_FACTOR_INVALID.
 */
export async function limitFactorCheck<T>(
  ctx: Pick<FactorCodeContext, 'stores' | 'now'>,
  clientId: number,
  check: () => Promise<T | null>,
): Promise<T> {
  const limit = factorFailLimit(clientId);
  await checkLimits(ctx.stores.counters, [limit], ctx.now());
  const result = await check();
  if (result === null) {
    await countEvent(ctx.stores.counters, limit);
    throw invalidFactorCode();
  }
  await resetLimit(ctx.stores.counters, limit.key);
  return result;
}

/**
 * Uses up a recovery code: removed from the record under the client's
 * lock, so of two parallel uses of one code only the first finds it.
 */
async function useRecoveryCode(
  ctx: FactorCodeContext,
  clientId: number,
  journal: Pick<WriteJournal, 'id' | 'step'>,
  record: SecurityRecord,
  code: string,
): Promise<boolean> {
  const { key } = securitySettings(ctx);
  const hash = findRecoveryCode(key, clientId, record.recoveryCodes, code);
  if (hash === null) {
    return false;
  }
  let isUsed = false;
  await changeSecurityRecord(ctx, clientId, journal, (current) => {
    if (!current.recoveryCodes.includes(hash)) {
      return current;
    }
    isUsed = true;
    return {
      ...current,
      recoveryCodes: current.recoveryCodes.filter((stored) => stored !== hash),
    };
  });
  return isUsed;
}

/**
 * Checks a code typed for the second factor: six digits from the
 * authenticator app (each accepted once), or one of the unused recovery
 * codes (used up by this call). Answers which one it was; a wrong code is
 * SECOND_FACTOR_INVALID, counted against the client's wrong codes of the
 * day (then 429, as for e-mailed codes).
 */
export async function checkFactorCode(
  ctx: FactorCodeContext,
  clientId: number,
  journal: Pick<WriteJournal, 'id' | 'step'>,
  code: string,
): Promise<'totp' | 'recovery'> {
  return limitFactorCheck(ctx, clientId, async () => {
    const { record } = await loadSecurityRecord(ctx, clientId);
    if (record.totp === null) {
      return null;
    }
    if (isTotpShape(code)) {
      const isRight = await useTotpCode(
        ctx.stores,
        clientId,
        record.totp.secret,
        code,
        ctx.now(),
      );
      return isRight ? 'totp' : null;
    }
    const isRight = await useRecoveryCode(ctx, clientId, journal, record, code);
    return isRight ? 'recovery' : null;
  });
}

/**
 * The record a sensitive change's step-up is decided on, read fresh: when
 * passkeys and the second factor are not set up on this server nobody has
 * a factor, so the record is empty and nothing is asked.
 */
export async function loadStepUpRecord(
  ctx: DomainContext,
  clientId: number,
): Promise<SecurityRecord> {
  if (!isSecurityAvailable(ctx)) {
    return emptySecurityRecord();
  }
  return (await loadSecurityRecord(ctx, clientId)).record;
}
