import {
  BRAND_FAVICON_PATH,
  brandAssetUrl,
} from '../../brand/brand-settings.js';
import type { ServerDeps } from '../../http/feature.js';
import { sendHttpRequest } from '../../lib/http-request.js';
import type { StoredPushSubscription } from '../../stores/types.js';

import { pushRequest } from './push-request.js';
import type { PushMessage } from './push-texts.js';
import { writePushPayload } from './push-texts.js';

/** What sending reminders needs. */
export type SendPushDeps = Pick<
  ServerDeps,
  'stores' | 'vapid' | 'brand' | 'logger' | 'now'
>;

/** How long a push service may take to accept a message. */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one message to one device. A push service that answers 404 or 410
 * says the subscription is gone for good (RFC 8030, 7.3): it is removed.
 * Other failures are logged and left for the next reminder.
 */
async function sendToDevice(
  deps: SendPushDeps,
  clientId: number,
  device: StoredPushSubscription,
  message: PushMessage,
): Promise<boolean> {
  const { vapid } = deps;
  if (!vapid) {
    return false;
  }
  const icon = brandAssetUrl(deps.brand.icon) ?? BRAND_FAVICON_PATH;
  const payload = writePushPayload(message, device.locale, icon);
  try {
    // A device's keys that cannot be encrypted for fail here, like a
    // push service that cannot be reached: logged, the others still sent.
    const request = await pushRequest(
      device,
      JSON.stringify(payload),
      vapid,
      deps.now(),
    );
    // A push service never redirects: following one could reach any host
    // (no redirect is followed).
    const response = await sendHttpRequest(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    response.resume();
    const status = response.statusCode ?? 0;
    if (status === 404 || status === 410) {
      await deps.stores.pushSubscriptions.remove(clientId, device.endpoint);
      deps.logger.info(
        { clientId, status },
        'a push subscription is gone and was removed',
      );
      return false;
    }
    if (status < 200 || status > 299) {
      deps.logger.warn(
        { clientId, status },
        'a push service refused a message',
      );
      return false;
    }
    return true;
  } catch (error) {
    deps.logger.warn(
      { clientId, reason: error instanceof Error ? error.message : 'unknown' },
      'a push service could not be reached',
    );
    return false;
  }
}

/**
 * Sends a reminder to every device of a client that wants its kind, each in
 * the language the device opted in with; answers how many accepted it.
 */
export async function sendPushToClient(
  deps: SendPushDeps,
  clientId: number,
  message: PushMessage,
): Promise<number> {
  if (!deps.vapid) {
    return 0;
  }
  const devices = await deps.stores.pushSubscriptions.list(clientId);
  const wanted = devices.filter((device) =>
    device.kinds.includes(message.kind),
  );
  const results = await Promise.all(
    wanted.map((device) => sendToDevice(deps, clientId, device, message)),
  );
  return results.filter(Boolean).length;
}
