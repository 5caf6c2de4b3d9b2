import { billingDay } from '@members/contract';
import type { SubscriptionLists } from '@members/contract';

import { loadClientCancellations } from '../../domain/cancellations.js';
import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import {
  listSubscriptions,
  loadOwnActiveService,
} from '../../domain/subscriptions.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS } from '../../lib/time.js';
import type { ChangeQuota } from '../../stores/change-quota.js';
import type { WriteJournal } from '../../stores/write-journal.js';
import { encodeCustomFields } from '../../whmcs/index.js';
import type { WhmcsService } from '../../whmcs/index.js';

/**
 * What the subscription use cases need. They share it and the helpers
 * below (the lists, the day's quota, custom field writes); each use case
 * has its own module: the lists, the device setup, the MAC, the parental
 * code and the line password.
 */
export type SubscriptionDeps = Pick<
  ServerDeps,
  | 'whmcs'
  | 'brand'
  | 'config'
  | 'cache'
  | 'stores'
  | 'macRegistry'
  | 'now'
  // Confirms each change to the customer (security.md decision 4).
  | 'mailer'
> & { logger: { error(data: object, message: string): void } };

function customFieldValues(service: WhmcsService): Record<number, string> {
  return Object.fromEntries(
    service.customfields.map((field) => [field.id, field.value]),
  );
}

/** The error of a subscription without the custom field a change writes. */
export function missingField(which: string): AppError {
  return new AppError(
    'CUSTOM_FIELD_MISSING',
    `This subscription has no ${which} field`,
    { reason: which },
  );
}

/** The client's subscription lists as they are now, in the client's currency. */
export async function refreshedLists(
  deps: SubscriptionDeps,
  clientId: number,
): Promise<SubscriptionLists> {
  const profile = await getClientProfile(deps, clientId);
  return listSubscriptions(
    deps,
    clientId,
    await getClientCurrency(deps, profile),
    await loadClientCancellations(deps.stores.cancellations, clientId),
    billingDay(deps.now(), deps.config.billingTimeZone),
  );
}

/** The service's quota of one kind of change for the day. */
export function changesQuota(
  deps: SubscriptionDeps,
  kind: string,
  serviceId: number,
): ChangeQuota {
  return {
    counters: deps.stores.counters,
    limit: {
      key: `service:${kind}:${serviceId}`,
      max: deps.config.limits.serviceChangesPerDay,
      windowMs: DAY_MS,
    },
    now: deps.now(),
  };
}

/**
 * Writes one custom field of a service with UpdateClientProduct.
 * The whole set of values is sent, so WHMCS keeps the other fields however
 * it treats fields that are left out.
 */
export async function writeField(
  deps: SubscriptionDeps,
  service: WhmcsService,
  fieldId: number,
  value: string,
): Promise<void> {
  await deps.whmcs.updateClientProduct({
    serviceid: service.id,
    customfields: encodeCustomFields({
      ...customFieldValues(service),
      [fieldId]: value,
    }),
  });
}

/** A service custom field's value as WHMCS has it now (for read-backs). */
export async function currentFieldValue(
  deps: SubscriptionDeps,
  clientId: number,
  serviceId: number,
  fieldId: number,
): Promise<string | null> {
  const service = await loadOwnActiveService(deps, clientId, serviceId);
  return service.customfields.find((f) => f.id === fieldId)?.value ?? null;
}

/**
 * Writes one custom field of a service at most once per change: after a
 * crash, a field that already holds the new value was written.
 */
export async function writeFieldOnce(
  deps: SubscriptionDeps,
  journal: WriteJournal,
  clientId: number,
  service: WhmcsService,
  fieldId: number,
  value: string,
  isSame: (current: string) => boolean = (current) => current === value,
): Promise<void> {
  await journal.step('write', {
    check: async () => {
      const current = await currentFieldValue(
        deps,
        clientId,
        service.id,
        fieldId,
      );
      return current !== null && isSame(current) ? true : null;
    },
    write: async () => {
      await writeField(deps, service, fieldId, value);
      return true;
    },
  });
}
