import { fromStore } from '../lib/app-error.js';

import type { TokenStore } from './types.js';

/**
 * Takes a short lock in the token store, shared by every instance. Answers
 * its release, or null when someone else holds it; a store that fails
 * fails closed. A lock is re-entrant for its holder: a retry of the same
 * change (same `holder`, e.g. its idempotency key) takes over the lock its
 * dead first attempt left behind instead of waiting for it to expire.
 */
export async function takeLock(
  tokens: TokenStore,
  key: string,
  ttlMs: number,
  holder = '1',
): Promise<(() => Promise<void>) | null> {
  const release = () => tokens.delete(key).catch(() => undefined);
  const isTaken = await fromStore(() => tokens.setIfAbsent(key, holder, ttlMs));
  if (isTaken) {
    return release;
  }
  if (holder !== '1' && (await fromStore(() => tokens.get(key))) === holder) {
    await fromStore(() => tokens.set(key, holder, ttlMs));
    return release;
  }
  return null;
}
