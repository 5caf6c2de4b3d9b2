import { createHmac, timingSafeEqual } from 'node:crypto';

import type { ServerDeps } from '../../http/feature.js';
import { AppError, fromStore } from '../../lib/app-error.js';

/**
 * How far a hook's timestamp may be from our clock, either way: five
 * minutes, the longest life of a signed entry link (product rules: Entry
 * links), and each signature is taken once within it, as a link's `jti` is.
 */
export const HOOK_MAX_AGE_SECONDS = 300;

/** The headers a WHMCS hook post is signed with (docs/push.md). */
export const HOOK_HEADERS = {
  timestamp: 'x-members-timestamp',
  signature: 'x-members-signature',
} as const;

/** The signature of a hook post: hex HMAC-SHA256 of `<timestamp>.<body>`. */
export function signHookBody(
  secret: string,
  timestamp: number,
  body: string,
): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}.${body}`)
    .digest('hex');
}

function refused(message: string): AppError {
  return new AppError('UNAUTHENTICATED', message, { reason: 'push_hook' });
}

/**
 * Checks a WHMCS hook post: signed with PUSH_HOOK_SECRET over its timestamp
 * and body (constant-time comparison), the timestamp within
 * {@link HOOK_MAX_AGE_SECONDS} of our clock, and its signature never seen
 * before (remembered in the shared store until it could no longer pass).
 * Without a key the hook does not exist (404).
 */
export async function verifyHookPost(
  deps: Pick<ServerDeps, 'config' | 'stores' | 'now'>,
  headers: { timestamp: unknown; signature: unknown },
  body: string,
): Promise<void> {
  const secret = deps.config.push.hookSecret;
  if (secret === null) {
    throw new AppError('NOT_FOUND', 'The WHMCS hook is off');
  }
  const { timestamp, signature } = headers;
  if (
    typeof timestamp !== 'string' ||
    !/^\d{1,12}$/.test(timestamp) ||
    typeof signature !== 'string' ||
    !/^[0-9a-f]{64}$/.test(signature)
  ) {
    throw refused('Unsigned hook post');
  }
  const seconds = Number(timestamp);
  const expected = Buffer.from(signHookBody(secret, seconds, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw refused('Bad hook signature');
  }
  const nowMs = deps.now();
  if (Math.abs(nowMs / 1000 - seconds) > HOOK_MAX_AGE_SECONDS) {
    throw refused('The hook post is too old');
  }
  const ttlMs = (seconds + HOOK_MAX_AGE_SECONDS) * 1000 - nowMs + 1000;
  const isFirstUse = await fromStore(() =>
    deps.stores.tokens.setIfAbsent(`push:hook:${signature}`, '1', ttlMs),
  );
  if (!isFirstUse) {
    throw refused('This hook post was already received');
  }
}
