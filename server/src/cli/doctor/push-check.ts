import { createECDH } from 'node:crypto';

import type { Config } from '../../config.js';

import { checkResult } from './check.js';
import type { CheckResult } from './check.js';

/** Whether a VAPID private key (base64url) makes the public key it is paired with. */
function isMatchingPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url') === publicKey;
  } catch {
    return false;
  }
}

/**
 * The web push settings (docs/push.md): a VAPID pair that belongs together,
 * and the WHMCS hook's key. Push is optional, so what is missing warns.
 */
export function checkPush(config: Config, isEmbedded: boolean): CheckResult[] {
  const { vapid, hookSecret, subject } = config.push;
  const keys =
    vapid === null
      ? isEmbedded
        ? checkResult(
            'ok',
            'Push',
            'no VAPID keys set, so the demo makes its own pair when it starts (reminders to devices subscribed in this run only)',
          )
        : checkResult(
            'warn',
            'Push',
            'off: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are unset. Fix: npx web-push generate-vapid-keys, then set the three (docs/push.md).',
          )
      : isMatchingPair(vapid.publicKey, vapid.privateKey)
        ? checkResult(
            'ok',
            'Push',
            `VAPID keys belong together; subject ${subject}`,
          )
        : checkResult(
            'FAIL',
            'Push',
            'VAPID_PRIVATE_KEY does not make VAPID_PUBLIC_KEY. Fix: set both from the same npx web-push generate-vapid-keys run; devices subscribed to the old key must opt in again.',
          );
  const hook =
    hookSecret === null && isEmbedded
      ? checkResult(
          'ok',
          'Push hook',
          'PUSH_HOOK_SECRET is unset: the demo’s WHMCS sends no hook events',
        )
      : hookSecret === null
        ? checkResult(
            'warn',
            'Push hook',
            'PUSH_HOOK_SECRET is unset, so WHMCS cannot send invoice, ticket and network issue reminders (the line-ending reminder still runs). Fix: set it to 32+ random characters and the same in docs/whmcs-hooks/members-area-push.php.',
          )
        : checkResult(
            'ok',
            'Push hook',
            'PUSH_HOOK_SECRET is set: WHMCS’s hook file may post its events',
          );
  return [keys, hook];
}
