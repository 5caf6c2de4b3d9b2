import { randomInt } from 'node:crypto';

import type { SubscriptionLists } from '@members/contract';

import { loadStepUpRecord } from '../../domain/factor-codes.js';
import { requireStepUp } from '../../domain/step-up.js';
import {
  fieldNames,
  findField,
  loadOwnActiveService,
} from '../../domain/subscriptions.js';
import type { RouteCall } from '../../http/define-route.js';
import { spendQuota } from '../../stores/change-quota.js';
import type { WriteJournal } from '../../stores/write-journal.js';
import { WHMCS_MESSAGES, WhmcsError } from '../../whmcs/index.js';
import type { WhmcsService } from '../../whmcs/index.js';

import { logAndConfirm } from './change-confirmation.mail.js';
import {
  changesQuota,
  currentFieldValue,
  missingField,
  refreshedLists,
  writeField,
} from './subscriptions.service.js';
import type { SubscriptionDeps } from './subscriptions.service.js';

/** Letters and digits without look-alikes (0/O, 1/l/I): typed on TV remotes. */
const PASSWORD_ALPHABET =
  'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** 14 characters of 55: about 80 bits. */
const PASSWORD_LENGTH = 14;

/** A new line password from the CSPRNG. */
export function generateLinePassword(): string {
  let password = '';
  for (let index = 0; index < PASSWORD_LENGTH; index += 1) {
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return password;
}

/**
 * Gives the line a new generated password: stored in the Password field,
 * then pushed to the line with ModuleChangePw. If the push fails, the
 * field gets its old value back, so what the customer sees still works.
 */
export async function resetLinePassword(
  deps: SubscriptionDeps,
  {
    identity,
    input,
    locale,
    journal,
  }: Pick<
    RouteCall<'updatePassword'>,
    'identity' | 'input' | 'locale' | 'journal'
  >,
): Promise<SubscriptionLists & { password: string }> {
  const { clientId } = identity;
  const serviceId = input.serviceid;
  // Step-up before anything is written; a retry of a change that passed it
  // (same Idempotency-Key, a write already sent) is not asked again.
  if (!journal.isResuming) {
    requireStepUp(
      identity.session,
      await loadStepUpRecord(deps, clientId),
      deps.now(),
    );
  }
  const service = await loadOwnActiveService(deps, clientId, serviceId);
  const field = findField(service, fieldNames(deps).password);
  if (!field) {
    throw missingField('password');
  }
  const password = await spendQuota(
    changesQuota(deps, 'password', serviceId),
    journal,
    () => writeLinePassword(deps, journal, clientId, service, field),
  );
  await logAndConfirm(deps, journal, clientId, service, {
    description: `Line password of service #${serviceId} reset in the members area`,
    kind: 'linePasswordChanged',
    locale,
  });
  return { ...(await refreshedLists(deps, clientId)), password };
}

/**
 * Writes a new line password to the Password field and the line; undoes
 * the field when the line refuses it. Answers the password.
 */
async function writeLinePassword(
  deps: SubscriptionDeps,
  journal: WriteJournal,
  clientId: number,
  service: WhmcsService,
  field: { id: number; value: string },
): Promise<string> {
  const serviceId = service.id;
  // The new password and the old one are kept in the recovery point: a
  // retry after a crash answers the same password, and can still undo.
  const { password, previous } = await journal.step('field', {
    before: () => ({ password: generateLinePassword(), previous: field.value }),
    check: async (before) => {
      const kept = before as { password: string; previous: string };
      const current = await currentFieldValue(
        deps,
        clientId,
        serviceId,
        field.id,
      );
      return current === kept.password ? kept : null;
    },
    write: async (before) => {
      const kept = before as { password: string; previous: string };
      await writeField(deps, service, field.id, kept.password);
      return kept;
    },
  });
  try {
    await journal.step('module', {
      // ModuleChangePw stores the password as the service's own first.
      check: async () =>
        (await loadOwnActiveService(deps, clientId, serviceId)).password ===
        password
          ? true
          : null,
      write: async () => {
        await deps.whmcs.moduleChangePw({
          serviceid: serviceId,
          servicepassword: password,
        });
        return true;
      },
    });
  } catch (error) {
    const hasNoModule =
      error instanceof WhmcsError &&
      error.matches(WHMCS_MESSAGES.serviceNotAssignedToModule);
    if (!hasNoModule) {
      await writeField(deps, service, field.id, previous).catch(
        () => undefined,
      );
      // Undone: a retry starts over with a new password.
      await journal.abandon().catch(() => undefined);
      throw error;
    }
  }
  return password;
}
