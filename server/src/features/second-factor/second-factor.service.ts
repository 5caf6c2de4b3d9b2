import type { RecoveryCodesResponse } from '@members/contract';

import {
  createRecoveryCodes,
  hashRecoveryCode,
} from '../../domain/recovery-codes.js';
import { presentSecurity } from '../../domain/security-overview.js';
import {
  loadSecurityRecord,
  securitySettings,
} from '../../domain/security-record.js';
import type { SecurityRecord } from '../../domain/security-record.js';
import { requireRecentCheck } from '../../domain/step-up.js';
import type { Identity } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { fromStore } from '../../lib/app-error.js';
import { seal, unseal } from '../../lib/crypto.js';
import { DAY_MS } from '../../lib/time.js';
import type { WriteJournal } from '../../stores/write-journal.js';

/**
 * What the second factor's use cases share: their deps, the recent check
 * before a change, and the recovery codes a change hands out. Each use case
 * has its own module: setting the app up and turning it on, turning it off
 * and renewing the codes.
 */
export type SecondFactorDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'stores' | 'sessions' | 'now'
>;

/** The answer of a change: the security state as the page shows it. */
export type SecurityAnswer = Omit<
  RecoveryCodesResponse,
  'error' | 'recoveryCodes'
>;

/**
 * The client's record read fresh, once a recent check (a factor within 10
 * minutes, or a sign-in for a customer without one) allows changing it.
 */
export async function loadForChange(
  deps: SecondFactorDeps,
  identity: Identity,
): Promise<{ record: SecurityRecord; email: string }> {
  const { record, profile } = await loadSecurityRecord(deps, identity.clientId);
  requireRecentCheck(identity.session, record, deps.now());
  return { record, email: profile.email };
}

/** The security answer for this session after a change. */
export function answerOf(
  deps: SecondFactorDeps,
  identity: Identity,
  record: SecurityRecord,
  session: Identity['session'] = identity.session,
): SecurityAnswer {
  return presentSecurity(deps, record, session, deps.now());
}

/** The plain codes of one change are kept this long, as long as its Idempotency-Key. */
const KEPT_CODES_MS = DAY_MS;

/**
 * The recovery codes a change hands out, made once per change: kept sealed
 * under the change's journal id, so a retry with the same Idempotency-Key
 * (after an answer lost or an instance gone) answers the codes it wrote,
 * never new ones. Answers the plain codes and their stored hashes.
 */
export async function recoveryCodesOf(
  deps: SecondFactorDeps,
  clientId: number,
  journal: Pick<WriteJournal, 'id'>,
): Promise<{ codes: string[]; hashes: string[] }> {
  const { key } = securitySettings(deps);
  const { tokens } = deps.stores;
  const context = `recovery-codes:${clientId}:${journal.id}`;
  const storeKey = `recovery:plain:${clientId}:${journal.id}`;
  const fresh = createRecoveryCodes();
  await fromStore(() =>
    tokens.setIfAbsent(
      storeKey,
      seal(key, context, JSON.stringify(fresh)),
      KEPT_CODES_MS,
    ),
  );
  const kept = await fromStore(() => tokens.get(storeKey));
  const opened = kept === null ? null : unseal(key, context, kept);
  const codes = opened === null ? fresh : (JSON.parse(opened) as string[]);
  return {
    codes,
    hashes: codes.map((code) => hashRecoveryCode(key, clientId, code)),
  };
}
