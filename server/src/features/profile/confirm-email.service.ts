import type { Profile } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';
import { fromStore } from '../../lib/app-error.js';
import { safeEqual } from '../../lib/crypto.js';
import { isSameEmail } from '../../lib/email.js';
import { mailLocale, sendMailLater } from '../../mail/send-later.js';
import { WhmcsError } from '../../whmcs/index.js';

import { loadProfile } from './load-profile.service.js';
import {
  codeHash,
  emailInUse,
  failKey,
  invalidEmailCode,
  pendingKey,
  readPending,
} from './pending-email.js';
import type { PendingEmail } from './pending-email.js';
import { loadClient, PROFILE_LIMITS } from './profile.service.js';
import type { ProfileDeps } from './profile.service.js';

type ConfirmEmailCall = Pick<
  RouteCall<'confirmEmail'>,
  'identity' | 'input' | 'locale' | 'journal'
>;

/** A wrong code: one try fewer; the last one drops the pending change. */
async function countWrongCode(
  deps: ProfileDeps,
  clientId: number,
): Promise<never> {
  const { count } = await fromStore(() =>
    deps.stores.counters.increment(failKey(clientId), PROFILE_LIMITS.codeTtlMs),
  );
  if (count >= PROFILE_LIMITS.codeAttempts) {
    await fromStore(() => deps.stores.tokens.delete(pendingKey(clientId)));
  }
  throw invalidEmailCode();
}

/** Checks the code against the pending change, within the tries left. */
async function checkCode(
  deps: ProfileDeps,
  clientId: number,
  pending: PendingEmail,
  code: string,
): Promise<void> {
  const tries = await fromStore(() =>
    deps.stores.counters.peek(failKey(clientId)),
  );
  if ((tries?.count ?? 0) >= PROFILE_LIMITS.codeAttempts) {
    throw invalidEmailCode();
  }
  const pepper = await fromStore(deps.codePepper);
  if (
    !safeEqual(
      pending.codeHash,
      codeHash(pepper, clientId, pending.newEmail, code),
    )
  ) {
    return countWrongCode(deps, clientId);
  }
}

/**
 * Writes the new address to WHMCS (UpdateClient) as one journal step and
 * answers the old one; an address taken meanwhile is EMAIL_IN_USE.
 */
async function writeNewEmail(
  deps: ProfileDeps,
  journal: ConfirmEmailCall['journal'],
  clientId: number,
  newEmail: string,
): Promise<string> {
  try {
    return await journal.step('email', {
      before: async () => (await loadClient(deps, clientId)).email,
      check: async (before) =>
        isSameEmail((await loadClient(deps, clientId)).email, newEmail)
          ? String(before)
          : null,
      write: async (before) => {
        await deps.whmcs.updateClient({
          clientid: clientId,
          email: newEmail,
        });
        return String(before);
      },
    });
  } catch (error) {
    if (
      error instanceof WhmcsError &&
      error.matches('Duplicate Email Address')
    ) {
      throw emailInUse();
    }
    throw error;
  }
}

/**
 * Confirms the new e-mail with its code: UpdateClient changes it in WHMCS
 * (an address taken meanwhile is EMAIL_IN_USE), the customer's sessions
 * carry the new address, and the old address is told, with what to do if
 * it was not them. A wrong or expired code is EMAIL_CODE_INVALID; five wrong
 * ones drop the pending change.
 */
export async function confirmEmail(
  deps: ProfileDeps,
  { identity, input, locale, journal }: ConfirmEmailCall,
): Promise<Profile> {
  const { clientId } = identity;
  const pending = await readPending(deps, clientId);
  if (!pending) {
    // A retry of a change that went through finds its code used.
    if (journal.isResuming) {
      return loadProfile(deps, clientId);
    }
    throw invalidEmailCode();
  }
  await checkCode(deps, clientId, pending, input.code);
  const oldEmail = await writeNewEmail(
    deps,
    journal,
    clientId,
    pending.newEmail,
  );
  await fromStore(() => deps.stores.tokens.delete(pendingKey(clientId)));
  await fromStore(() => deps.stores.counters.reset(failKey(clientId)));
  const sessions = await deps.sessions.list(clientId);
  await Promise.all(
    sessions.map(({ id }) =>
      deps.sessions.update(id, { email: pending.newEmail }),
    ),
  );
  const profile = await loadProfile(deps, clientId);
  await journal.once('notify', async () => {
    if (oldEmail !== '' && !isSameEmail(oldEmail, pending.newEmail)) {
      sendMailLater(deps, () => ({
        to: oldEmail,
        kind: 'emailChanged',
        locale: mailLocale(profile.language, locale),
        values: { email: pending.newEmail },
      }));
    }
  });
  return profile;
}
