import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';

/** `pushUnsubscribe`: opts this device out; a device not opted in is already out. */
export async function unsubscribeDevice(
  deps: Pick<ServerDeps, 'stores'>,
  { identity, input }: Pick<RouteCall<'pushUnsubscribe'>, 'identity' | 'input'>,
): Promise<Record<string, never>> {
  await deps.stores.pushSubscriptions.remove(identity.clientId, input.endpoint);
  return {};
}
