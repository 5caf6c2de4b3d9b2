import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { isOutcomeUnknown, useAttemptKey } from './attempt-key';

describe('useAttemptKey', () => {
  it('reuses the key for the same content after an unknown outcome only', () => {
    const { result } = renderHook(() => useAttemptKey());
    const first = result.current.keyFor({ amount: 5 });
    result.current.settle(new ApiError('TIMEOUT', 0, 'timeout'));
    expect(result.current.keyFor({ amount: 5 })).toBe(first);
    result.current.settle(new ApiError('IDEMPOTENCY_IN_FLIGHT', 409, 'busy'));
    expect(result.current.keyFor({ amount: 5 })).toBe(first);
    expect(result.current.keyFor({ amount: 6 })).not.toBe(first);
  });

  it('starts a new key after an answer', () => {
    const { result } = renderHook(() => useAttemptKey());
    const first = result.current.keyFor({ amount: 5 });
    result.current.settle();
    const second = result.current.keyFor({ amount: 5 });
    expect(second).not.toBe(first);
    result.current.settle(new ApiError('VALIDATION', 400, 'bad'));
    expect(result.current.keyFor({ amount: 5 })).not.toBe(second);
  });

  it('knows which failures may still have happened', () => {
    expect(isOutcomeUnknown(new ApiError('NETWORK', 0, 'down'))).toBe(true);
    expect(isOutcomeUnknown(new ApiError('WHMCS_TIMEOUT', 504, 'slow'))).toBe(
      true,
    );
    expect(isOutcomeUnknown(new ApiError('FORBIDDEN', 403, 'no'))).toBe(false);
    expect(isOutcomeUnknown(new Error('other'))).toBe(false);
  });
});
