import { importJWK, SignJWT } from 'jose';

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
 * The VAPID authorization of a message (RFC 8292): an ES256 JWT for the
 * push service's origin, signed with the server's key. Signed here rather
 * than by web-push, whose expiry reads the machine's time: ours reads the
 * one clock.
 */
async function vapidAuthorization(
  endpoint: string,
  vapid: VapidDetails,
  nowMs: number,
): Promise<string> {
  const publicKey = Buffer.from(vapid.publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: publicKey.subarray(1, 33).toString('base64url'),
      y: publicKey.subarray(33, 65).toString('base64url'),
      d: vapid.privateKey,
    },
    'ES256',
  );
  const token = await new SignJWT({ sub: vapid.subject })
    .setProtectedHeader({ typ: 'JWT', alg: 'ES256' })
    .setAudience(new URL(endpoint).origin)
    .setExpirationTime(Math.floor(nowMs / 1000) + VAPID_LIFETIME_SECONDS)
    .sign(key);
  return `vapid t=${token}, k=${vapid.publicKey}`;
}

/**
 * Encrypts a payload for a device (RFC 8291, aes128gcm, by web-push) and
 * signs the request (RFC 8292). We post it ourselves, so that nothing but
 * the push services of the settings is ever called and no redirect is
 * followed.
 */
export async function pushRequest(
  device: StoredPushSubscription,
  payload: string,
  vapid: VapidDetails,
  nowMs: number,
): Promise<PushRequest> {
  const details = webPush().generateRequestDetails(
    { endpoint: device.endpoint, keys: device.keys },
    payload,
    { TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets the length of the body itself.
    if (name.toLowerCase() !== 'content-length') {
      headers[name] = String(value);
    }
  }
  headers.Authorization = await vapidAuthorization(
    device.endpoint,
    vapid,
    nowMs,
  );
  return {
    url: details.endpoint,
    headers,
    body: new Uint8Array(details.body),
  };
}
