import { createHash } from 'node:crypto';

import type { ClientProfile } from '../../domain/client.js';
import { maskIp } from '../../lib/ip.js';
import { summariseUserAgent } from '../../lib/user-agent.js';
import type { OpenSessionInput } from '../../sessions/session-manager.js';
import { SIGN_IN_HISTORY_TTL_MS } from '../../stores/types.js';
import type { SignInHistoryEntry, SignInMethod } from '../../stores/types.js';

import type { AuthDeps, SignInMeta } from './auth.service.js';
import { sendNewDeviceMail } from './new-device.mail.js';

/** What recording a sign-in needs. */
export type SignInRecordDeps = Pick<
  AuthDeps,
  'config' | 'stores' | 'mailer' | 'brand' | 'logger' | 'now'
>;

/** How long a browser counts as known after a sign-in from it: as the history. */
const DEVICE_KNOWN_MS = SIGN_IN_HISTORY_TTL_MS;

/** The store key of a client's browser: the device id only as its hash. */
function deviceKey(clientId: number, deviceId: string): string {
  const hash = createHash('sha256').update(deviceId).digest('base64url');
  return `device:${clientId}:${hash}`;
}

/**
 * Whether the client has not signed in from this browser within 90 days;
 * it counts as known from now on (again for 90 days).
 */
async function isNewDevice(
  deps: SignInRecordDeps,
  clientId: number,
  deviceId: string,
): Promise<boolean> {
  const key = deviceKey(clientId, deviceId);
  const at = String(deps.now());
  if (await deps.stores.tokens.setIfAbsent(key, at, DEVICE_KNOWN_MS)) {
    return true;
  }
  await deps.stores.tokens.set(key, at, DEVICE_KNOWN_MS);
  return false;
}

/**
 * Records a sign-in in the client's history (ASVS 6.3.5) and, from a
 * browser not seen before, mails them (6.3.7; not for a signup, which is
 * the account's first sign-in). A sign-in without a known browser (no
 * device given) is recorded, never as new. Never fails the sign-in: a
 * store that cannot answer is logged and the session stays open.
 */
export async function recordSignIn(
  deps: SignInRecordDeps,
  profile: ClientProfile,
  method: SignInMethod,
  meta: SignInMeta,
  factor?: OpenSessionInput['factor'],
): Promise<void> {
  const { device } = meta;
  try {
    const newDevice =
      device === undefined
        ? false
        : await isNewDevice(deps, profile.id, device.id);
    const entry: SignInHistoryEntry = {
      at: deps.now(),
      method,
      secondFactor: factor === 'totp' || factor === 'recovery' ? factor : null,
      ...summariseUserAgent(meta.userAgent),
      ip: maskIp(meta.ip),
      newDevice,
    };
    if (newDevice && method !== 'signup' && device !== undefined) {
      sendNewDeviceMail(deps, profile, entry, device);
    }
    await deps.stores.signInHistory.add(profile.id, entry);
  } catch (error) {
    deps.logger.error(
      { err: error, clientId: profile.id },
      'sign-in not recorded in the history',
    );
  }
}
