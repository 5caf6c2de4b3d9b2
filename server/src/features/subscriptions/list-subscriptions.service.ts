import type { SubscriptionLists } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';

import { refreshedLists } from './subscriptions.service.js';
import type { SubscriptionDeps } from './subscriptions.service.js';

/** The client's subscriptions, in the client's currency. */
export async function listClientSubscriptions(
  deps: SubscriptionDeps,
  { identity }: Pick<RouteCall<'subscriptions'>, 'identity'>,
): Promise<SubscriptionLists> {
  return refreshedLists(deps, identity.clientId);
}
