import type { TokenStore } from '../stores/types.js';

import { fromStore } from './app-error.js';

/**
 * Takes a short lock in the token store, shared by every instance. Answers
 * its release, or null when someone else holds it; a store that fails
 * fails closed.
 */
export async function takeLock(
  tokens: TokenStore,
  key: string,
  ttlMs: number,
  holder = '1',
): Promise<(() => Promise<void>) | null> {
  const isTaken = await fromStore(() => tokens.setIfAbsent(key, holder, ttlMs));
  return isTaken ? () => tokens.delete(key).catch(() => undefined) : null;
}
