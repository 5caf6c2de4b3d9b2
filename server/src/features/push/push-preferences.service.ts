import type { PushPreferencesResponse } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';

/**
 * `pushPreferences`: the kinds of reminder this device gets, and sets them
 * when `kinds` is sent. A device the client has not opted in (another
 * client's included) answers 404.
 */
export async function pushPreferences(
  deps: Pick<ServerDeps, 'stores'>,
  { identity, input }: Pick<RouteCall<'pushPreferences'>, 'identity' | 'input'>,
): Promise<Omit<PushPreferencesResponse, 'error'>> {
  const store = deps.stores.pushSubscriptions;
  const device = (await store.list(identity.clientId)).find(
    (entry) => entry.endpoint === input.endpoint,
  );
  if (!device) {
    throw new AppError('NOT_FOUND', 'This device gets no reminders');
  }
  if (input.kinds === undefined) {
    return { kinds: device.kinds };
  }
  await store.save(identity.clientId, { ...device, kinds: input.kinds });
  return { kinds: input.kinds };
}
