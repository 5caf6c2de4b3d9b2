import type { SubscriptionLists } from '@members/contract';

import {
  fieldNames,
  findField,
  loadOwnActiveService,
} from '../../domain/subscriptions.js';
import type { RouteCall } from '../../http/define-route.js';
import { spendQuota } from '../../stores/change-quota.js';

import { logAndConfirm } from './change-confirmation.mail.js';
import {
  changesQuota,
  missingField,
  refreshedLists,
  writeFieldOnce,
} from './subscriptions.service.js';
import type { SubscriptionDeps } from './subscriptions.service.js';

/** Sets the four-digit parental code. */
export async function updateParentalCode(
  deps: SubscriptionDeps,
  {
    identity,
    input,
    locale,
    journal,
  }: Pick<
    RouteCall<'update_parental_code'>,
    'identity' | 'input' | 'locale' | 'journal'
  >,
): Promise<SubscriptionLists> {
  const { clientId } = identity;
  const { serviceid: serviceId, code } = input;
  const service = await loadOwnActiveService(deps, clientId, serviceId);
  const field = findField(service, fieldNames(deps).parentalCode);
  if (!field) {
    throw missingField('parentalCode');
  }
  await spendQuota(changesQuota(deps, 'parental', serviceId), journal, () =>
    writeFieldOnce(deps, journal, clientId, service, field.id, code),
  );
  await logAndConfirm(deps, journal, clientId, service, {
    description: `Parental code of service #${serviceId} changed in the members area`,
    kind: 'parentalCodeChanged',
    locale,
  });
  return refreshedLists(deps, clientId);
}
