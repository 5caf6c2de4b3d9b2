import { createToken } from '../lib/crypto.js';
import { DAY_MS } from '../lib/time.js';

import type { TokenStore } from './types.js';

const TEN_YEARS_MS = 10 * 365 * DAY_MS;

/**
 * A random secret made once and kept in the store, so that every instance
 * (and the next process after a restart) uses the same one: a code hashed
 * by instance A must verify on instance B. Read once, then remembered.
 */
export function createSharedSecret(
  tokens: TokenStore,
  key: string,
): () => Promise<string> {
  let value: string | null = null;
  return async () => {
    if (value !== null) {
      return value;
    }
    const candidate = createToken(32);
    await tokens.setIfAbsent(key, candidate, TEN_YEARS_MS);
    value = (await tokens.get(key)) ?? candidate;
    return value;
  };
}
