import { PUSH_KINDS } from '@members/contract';
import type { PushPreferencesResponse } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';

import { isAllowedPushService } from './push-services.js';

/** What opting a device in needs. */
export type PushSubscribeDeps = Pick<
  ServerDeps,
  'stores' | 'config' | 'vapid' | 'now'
>;

/** How many devices a client may opt in; a new one beyond replaces the oldest. */
export const MAX_PUSH_DEVICES = 10;

/**
 * `pushSubscribe`: opts this device in (its endpoint names it), with the
 * kinds it wants (all when none are named), in the language of the request.
 * The session that subscribed it is kept: its sign-out removes it.
 */
export async function subscribeDevice(
  deps: PushSubscribeDeps,
  {
    identity,
    input,
    locale,
  }: Pick<RouteCall<'pushSubscribe'>, 'identity' | 'input' | 'locale'>,
): Promise<Omit<PushPreferencesResponse, 'error'>> {
  if (!deps.vapid) {
    throw new AppError('NOT_FOUND', 'Push reminders are off');
  }
  if (!isAllowedPushService(input.endpoint, deps.config.push.services)) {
    throw new AppError('VALIDATION', 'This push service is not allowed');
  }
  const store = deps.stores.pushSubscriptions;
  const devices = await store.list(identity.clientId);
  const others = devices
    .filter((device) => device.endpoint !== input.endpoint)
    .sort((a, b) => a.createdAt - b.createdAt);
  for (const oldest of others.slice(0, others.length - MAX_PUSH_DEVICES + 1)) {
    await store.remove(identity.clientId, oldest.endpoint);
  }
  const kinds = input.kinds ?? [...PUSH_KINDS];
  await store.save(identity.clientId, {
    endpoint: input.endpoint,
    keys: input.keys,
    device: input.device,
    sessionId: identity.sessionId,
    kinds,
    locale,
    createdAt: deps.now(),
  });
  return { kinds };
}
