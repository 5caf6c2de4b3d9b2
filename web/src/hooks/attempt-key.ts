import { useCallback, useRef } from 'react';

import { ApiError } from '@/lib/api-client';

/**
 * Whether a failed change may still have happened (the answer was lost, the
 * same request is still running, or the server failed and forgot the key):
 * only then is the key worth sending again.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'NETWORK' ||
      error.code === 'TIMEOUT' ||
      error.code === 'IDEMPOTENCY_IN_FLIGHT' ||
      error.status >= 500)
  );
}

/**
 * One Idempotency-Key per user action: sending the same content again after
 * an unknown outcome reuses the key, so the server acts once; any other
 * outcome, or changed content, starts a new key.
 */
export function useAttemptKey() {
  const last = useRef<{ key: string; fingerprint: string } | null>(null);

  const keyFor = useCallback((content: unknown) => {
    const fingerprint = JSON.stringify(content);
    if (last.current?.fingerprint === fingerprint) {
      return last.current.key;
    }
    const key = crypto.randomUUID();
    last.current = { key, fingerprint };
    return key;
  }, []);

  const settle = useCallback((error?: unknown) => {
    if (!isOutcomeUnknown(error)) {
      last.current = null;
    }
  }, []);

  return { keyFor, settle };
}
