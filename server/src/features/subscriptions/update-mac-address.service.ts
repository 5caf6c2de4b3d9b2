import { normaliseMac } from '@members/contract';
import type { SubscriptionLists } from '@members/contract';

import { loadStepUpRecord } from '../../domain/factor-codes.js';
import { requireStepUp } from '../../domain/step-up.js';
import {
  fieldNames,
  findMacField,
  loadOwnActiveService,
} from '../../domain/subscriptions.js';
import type { RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';
import { spendQuota } from '../../stores/change-quota.js';
import { takeLock } from '../../stores/lock.js';

import { logAndConfirm } from './change-confirmation.mail.js';
import {
  changesQuota,
  missingField,
  refreshedLists,
  writeFieldOnce,
} from './subscriptions.service.js';
import type { SubscriptionDeps } from './subscriptions.service.js';

/** A MAC being claimed is locked this long, so two claims cannot both win. */
const MAC_LOCK_MS = 30_000;

function macInUse(): AppError {
  return new AppError(
    'MAC_ALREADY_USED',
    'This MAC address is already in use',
    {
      reason: 'already',
    },
  );
}

async function isUsedElsewhere(
  deps: SubscriptionDeps,
  mac: string,
  serviceId: number,
): Promise<boolean> {
  const { whmcs, macRegistry: registry } = deps;
  const owner = await registry.ownerOf(mac);
  if (owner === null || owner === serviceId) {
    return false;
  }
  // The index may be stale: believe WHMCS.
  const reply = await whmcs.getClientsProducts({ serviceid: owner });
  const other = reply.products.find((product) => product.id === owner);
  const otherMac = other
    ? normaliseMac(findMacField(other, fieldNames(deps))?.value ?? '')
    : null;
  if (otherMac === mac) {
    return true;
  }
  await registry.forget(mac).catch(() => undefined);
  return false;
}

/**
 * Sets the device MAC. A MAC another service uses is refused (409, reason
 * 'already') and nothing is written.
 */
export async function updateMacAddress(
  deps: SubscriptionDeps,
  {
    identity,
    input,
    locale,
    journal,
  }: Pick<
    RouteCall<'updateMacAddress'>,
    'identity' | 'input' | 'locale' | 'journal'
  >,
): Promise<SubscriptionLists> {
  const { clientId } = identity;
  const serviceId = input.serviceid;
  // The contract's MAC schema has already checked and normalised it.
  const mac = input.mac;
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
  const field = findMacField(service, fieldNames(deps));
  if (!field) {
    throw missingField('mac');
  }
  const previous = normaliseMac(field.value);
  if (previous === mac && !journal.isResuming) {
    return refreshedLists(deps, clientId);
  }
  const unlock = await takeLock(
    deps.stores.tokens,
    `maclock:${mac}`,
    MAC_LOCK_MS,
    `${serviceId}:${journal.id}`,
  );
  if (!unlock) {
    throw macInUse();
  }
  try {
    if (await isUsedElsewhere(deps, mac, serviceId)) {
      throw macInUse();
    }
    await spendQuota(changesQuota(deps, 'mac', serviceId), journal, () =>
      writeFieldOnce(
        deps,
        journal,
        clientId,
        service,
        field.id,
        mac,
        (current) => normaliseMac(current) === mac,
      ),
    );
    // The change is made in WHMCS: a store failure here must not turn
    // it into an error; the next rebuild of the index picks it up.
    await deps.macRegistry
      .record(serviceId, mac, previous)
      .catch(() => undefined);
  } finally {
    await unlock();
  }
  await logAndConfirm(deps, journal, clientId, service, {
    description: `MAC address of service #${serviceId} set to ${mac} in the members area`,
    kind: 'macChanged',
    locale,
    mac,
  });
  return refreshedLists(deps, clientId);
}
