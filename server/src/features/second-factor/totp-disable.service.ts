import { changeSecurityRecord } from '../../domain/security-record.js';
import type { RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';

import {
  answerOf,
  loadForChange,
  recoveryCodesOf,
} from './second-factor.service.js';
import type {
  SecondFactorDeps,
  SecurityAnswer,
} from './second-factor.service.js';

function totpOff(): AppError {
  return new AppError('NOT_FOUND', 'The authenticator app is not on');
}

/**
 * Turns the authenticator app off after a recent check: its secret and the
 * recovery codes leave the record. Off already, nothing is written.
 */
export async function disableTotp(
  deps: SecondFactorDeps,
  { identity, journal }: Pick<RouteCall<'totpDisable'>, 'identity' | 'journal'>,
): Promise<SecurityAnswer> {
  await loadForChange(deps, identity);
  const record = await changeSecurityRecord(
    deps,
    identity.clientId,
    journal,
    (current) => ({ ...current, totp: null, recoveryCodes: [] }),
  );
  return answerOf(deps, identity, record);
}

/**
 * Replaces the recovery codes with ten new ones after a recent check (the
 * app must be on); the old ones stop working, the new ones are answered
 * this once. A retry with the same Idempotency-Key answers the same codes.
 */
export async function renewRecoveryCodes(
  deps: SecondFactorDeps,
  {
    identity,
    journal,
  }: Pick<RouteCall<'renewRecoveryCodes'>, 'identity' | 'journal'>,
): Promise<SecurityAnswer & { recoveryCodes: string[] }> {
  const { clientId } = identity;
  const { record: before } = await loadForChange(deps, identity);
  if (before.totp === null) {
    throw totpOff();
  }
  const { codes, hashes } = await recoveryCodesOf(deps, clientId, journal);
  const record = await changeSecurityRecord(
    deps,
    clientId,
    journal,
    (current) => {
      if (current.totp === null) {
        throw totpOff();
      }
      return { ...current, recoveryCodes: hashes };
    },
  );
  return { ...answerOf(deps, identity, record), recoveryCodes: codes };
}
