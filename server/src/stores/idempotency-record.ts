import type { IdempotencyBegin, StoredResponse } from './types.js';

/** What an idempotency store keeps under a key, in memory or in Redis. */
export type IdempotencyRecord =
  | { fingerprint: string; state: 'in_flight' }
  | { fingerprint: string; state: 'completed'; response: StoredResponse };

/**
 * The answer to a request whose key is already taken: another request body
 * is a mismatch, otherwise the stored answer or "still running".
 */
export function beginAgain(
  record: IdempotencyRecord,
  fingerprint: string,
): IdempotencyBegin {
  if (record.fingerprint !== fingerprint) {
    return { state: 'mismatch' };
  }
  return record.state === 'completed'
    ? { state: 'completed', response: record.response }
    : { state: 'in_flight' };
}
