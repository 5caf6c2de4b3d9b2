import {
  changeSecurityRecord,
  loadSecurityRecord,
} from '../../domain/security-record.js';
import type { SecurityRecord } from '../../domain/security-record.js';
import { requireRecentCheck } from '../../domain/step-up.js';
import type { RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';

import { securityAnswer } from './security.service.js';
import type { SecurityAnswer, SecurityDeps } from './security.service.js';

function noSuchPasskey(): AppError {
  // Unknown, removed, or another customer's: the same answer.
  return new AppError('NOT_FOUND', 'No such passkey');
}

/** Gives one of the customer's passkeys a new name. */
export async function renamePasskey(
  deps: SecurityDeps,
  {
    identity,
    input,
    journal,
  }: Pick<RouteCall<'renamePasskey'>, 'identity' | 'input' | 'journal'>,
): Promise<SecurityAnswer> {
  const record = await changeSecurityRecord(
    deps,
    identity.clientId,
    journal,
    (current): SecurityRecord => {
      if (!current.passkeys.some((passkey) => passkey.id === input.id)) {
        throw noSuchPasskey();
      }
      return {
        ...current,
        passkeys: current.passkeys.map((passkey) =>
          passkey.id === input.id ? { ...passkey, name: input.name } : passkey,
        ),
      };
    },
  );
  return securityAnswer(deps, record, identity);
}

/**
 * Removes one of the customer's passkeys, after a recent factor check (or
 * sign-in, for a customer without a factor); it signs in no more.
 */
export async function removePasskey(
  deps: SecurityDeps,
  {
    identity,
    input,
    journal,
  }: Pick<RouteCall<'removePasskey'>, 'identity' | 'input' | 'journal'>,
): Promise<SecurityAnswer> {
  // A retry after a crash finds its own removal done: its checks passed.
  if (!journal.isResuming) {
    const { record } = await loadSecurityRecord(deps, identity.clientId);
    requireRecentCheck(identity.session, record, deps.now());
    if (!record.passkeys.some((passkey) => passkey.id === input.id)) {
      throw noSuchPasskey();
    }
  }
  const record = await changeSecurityRecord(
    deps,
    identity.clientId,
    journal,
    (current) => ({
      ...current,
      passkeys: current.passkeys.filter((passkey) => passkey.id !== input.id),
    }),
  );
  return securityAnswer(deps, record, identity);
}
