import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useAttemptKey } from '@/hooks/attempt-key';
import { ApiError } from '@/lib/api-client';

import { fingerprintOf } from './fingerprint';

describe('fingerprintOf', () => {
  it('tells files apart by name, size and date', () => {
    const a = new File(['x'], 'a.png', { lastModified: 1 });
    const b = new File(['x'], 'a.png', { lastModified: 2 });
    expect(fingerprintOf({}, [a])).not.toBe(fingerprintOf({}, [b]));
    expect(fingerprintOf({}, [a])).toBe(fingerprintOf({}, [a]));
  });

  it('keeps one attempt key for a resent message with the same files', () => {
    const { result } = renderHook(() => useAttemptKey());
    const file = new File(['x'], 'a.png', { lastModified: 1 });
    const first = result.current.keyFor(
      fingerprintOf({ subject: 'a' }, [file]),
    );
    result.current.settle(new ApiError('NETWORK', 0, 'down'));
    expect(result.current.keyFor(fingerprintOf({ subject: 'a' }, [file]))).toBe(
      first,
    );
    const other = new File(['y'], 'b.png', { lastModified: 1 });
    expect(
      result.current.keyFor(fingerprintOf({ subject: 'a' }, [other])),
    ).not.toBe(first);
  });
});
