import type { VapidDetails } from '../../http/feature.js';
import { webPush } from '../../lib/web-push.js';
import type { StoredPushSubscription } from '../../stores/types.js';

/** How long a push service keeps a message for an offline device: a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** How long the VAPID token of a message is valid (RFC 8292 allows 24 h). */
const VAPID_LIFETIME_SECONDS = 12 * 60 * 60;

/** A message ready to post to a device's push service. */
export interface PushRequest {
  url: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

/**
 * Encrypts a payload for a device (RFC 8291, aes128gcm) and signs the
 * request with the VAPID key (RFC 8292), its expiry read from the one
 * clock. web-push builds it; we post it ourselves, so that nothing but the
 * push services of the settings is ever called and no redirect is followed.
 */
export function pushRequest(
  device: StoredPushSubscription,
  payload: string,
  vapid: VapidDetails,
  nowMs: number,
): PushRequest {
  const details = webPush.generateRequestDetails(
    { endpoint: device.endpoint, keys: device.keys },
    payload,
    {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    },
  );
  const { Authorization } = webPush.getVapidHeaders(
    new URL(device.endpoint).origin,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    Math.floor(nowMs / 1000) + VAPID_LIFETIME_SECONDS,
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets the length of the body itself.
    if (name.toLowerCase() !== 'content-length') {
      headers[name] = String(value);
    }
  }
  headers.Authorization = Authorization;
  return {
    url: details.endpoint,
    headers,
    body: new Uint8Array(details.body),
  };
}
