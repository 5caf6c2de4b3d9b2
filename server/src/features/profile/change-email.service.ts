import { LOGIN_CODE_LENGTH } from '@members/contract';
import type { ChangeEmailResponse } from '@members/contract';

import { loadStepUpRecord } from '../../domain/factor-codes.js';
import { localeOfWhmcsLanguage } from '../../domain/language.js';
import { requireStepUp } from '../../domain/step-up.js';
import type { RouteCall } from '../../http/define-route.js';
import { AppError, fromStore } from '../../lib/app-error.js';
import { createNumericCode } from '../../lib/crypto.js';
import { canonicalEmail, isSameEmail } from '../../lib/email.js';
import { MINUTE_MS } from '../../lib/time.js';
import { mailLocale, sendMailLater } from '../../mail/send-later.js';
import { consumeLimits, refundLimits } from '../../stores/limits.js';
import type { Limit } from '../../stores/limits.js';
import { WhmcsError } from '../../whmcs/index.js';

import { codeHash, emailInUse, failKey, pendingKey } from './pending-email.js';
import type { PendingEmail } from './pending-email.js';
import { loadClient, PROFILE_LIMITS } from './profile.service.js';
import type { ProfileDeps } from './profile.service.js';

/** Whether another client (of any status) uses `email` in WHMCS. */
async function isUsedByAnother(
  deps: ProfileDeps,
  clientId: number,
  email: string,
): Promise<boolean> {
  try {
    const { client } = await deps.whmcs.getClientsDetails({
      email: canonicalEmail(email),
    });
    return client.id !== clientId;
  } catch (error) {
    if (error instanceof WhmcsError && error.isNotFound()) {
      return false;
    }
    throw error;
  }
}

function codeLimits(clientId: number): Limit[] {
  return [
    { key: `email-change:send:h:${clientId}`, ...PROFILE_LIMITS.codesPerHour },
    { key: `email-change:send:d:${clientId}`, ...PROFILE_LIMITS.codesPerDay },
  ];
}

/**
 * Starts moving the sign-in e-mail: refuses an address another client
 * uses, then sends a six-digit code to the new address (in the customer's
 * language) and keeps its hash with an expiry. A new request replaces the
 * pending one and its tries. Nothing changes in WHMCS until the code comes
 * back ({@link confirmEmail}). A customer with a second factor confirms it
 * first when their last check is older than 10 minutes (step-up).
 */
export async function changeEmail(
  deps: ProfileDeps,
  {
    identity,
    input,
    locale,
    journal,
  }: Pick<
    RouteCall<'changeEmail'>,
    'identity' | 'input' | 'locale' | 'journal'
  >,
): Promise<ChangeEmailResponse> {
  const { clientId } = identity;
  const { counters, tokens } = deps.stores;
  const newEmail = input.newEmail.trim();
  requireStepUp(
    identity.session,
    await loadStepUpRecord(deps, clientId),
    deps.now(),
  );
  const client = await loadClient(deps, clientId);
  if (isSameEmail(newEmail, client.email)) {
    throw new AppError('EMAIL_IN_USE', 'This is already your e-mail address', {
      reason: 'own_address',
    });
  }
  // Counted before anything is looked up, so probing addresses costs too;
  // once per change, so a retry with the same Idempotency-Key does not pay again.
  const limits = codeLimits(clientId);
  await journal.once('limit', () =>
    consumeLimits(counters, limits, deps.now()),
  );
  if (
    await isUsedByAnother(deps, clientId, newEmail).catch(async (error) => {
      // WHMCS did not answer: no code went out, the customer may retry.
      await refundLimits(counters, limits).catch(() => undefined);
      throw error;
    })
  ) {
    throw emailInUse();
  }
  const code = createNumericCode(LOGIN_CODE_LENGTH);
  const expiresAt = deps.now() + PROFILE_LIMITS.codeTtlMs;
  const pepper = await fromStore(deps.codePepper);
  const pending: PendingEmail = {
    newEmail,
    codeHash: codeHash(pepper, clientId, newEmail, code),
    expiresAt,
  };
  await fromStore(() =>
    tokens.set(
      pendingKey(clientId),
      JSON.stringify(pending),
      PROFILE_LIMITS.codeTtlMs,
    ),
  );
  await fromStore(() => counters.reset(failKey(clientId)));
  sendMailLater(deps, () => ({
    to: newEmail,
    kind: 'emailChangeCode',
    locale: mailLocale(localeOfWhmcsLanguage(client.language), locale),
    values: { code, minutes: Math.round(PROFILE_LIMITS.codeTtlMs / MINUTE_MS) },
  }));
  return {
    pendingEmail: newEmail,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}
