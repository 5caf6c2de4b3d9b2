import { checkMac, checkParentalCode } from '@members/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { useFieldForm } from './use-field-form';

const rules = {
  mac: { check: checkMac, prepare: (value: string) => value.trim() },
  code: { check: checkParentalCode },
};

describe('useFieldForm', () => {
  it('checks every field with its checker, and gives the prepared values once all pass', () => {
    const { result } = renderHook(() => useFieldForm({ rules, error: null }));
    let checked: unknown;
    act(() => {
      checked = result.current.check();
    });
    expect(checked).toBeNull();
    expect(result.current.problemOf('mac')).toBe('mac_required');
    expect(result.current.problemOf('code')).toBe('parental_code_required');
    act(() => {
      result.current.setValue('mac', ' 00:1A:79:12:34:56 ');
      result.current.setValue('code', '12a4');
    });
    expect(result.current.problemOf('mac')).toBeUndefined();
    act(() => {
      checked = result.current.check();
    });
    expect(checked).toBeNull();
    expect(result.current.problemOf('code')).toBe('parental_code_not_digits');
    act(() => result.current.setValue('code', '1234'));
    act(() => {
      checked = result.current.check();
    });
    expect(checked).toEqual({ mac: '00:1A:79:12:34:56', code: '1234' });
  });

  it('shows a refused submission’s issues on their fields, and its own table first', () => {
    const refused = new ApiError(
      'VALIDATION',
      400,
      'bad',
      undefined,
      undefined,
      [{ path: 'code', code: 'invalid_parental_code' }],
    );
    const { result, rerender } = renderHook(
      ({ error }: { error: unknown }) =>
        useFieldForm({
          rules,
          error,
          overrides: { MAC_ALREADY_USED: { mac: 'mac_already_used' } },
        }),
      { initialProps: { error: refused as unknown } },
    );
    expect(result.current.problemOf('code')).toBe('invalid_parental_code');
    expect(result.current.hasFieldError).toBe(true);
    rerender({ error: new ApiError('MAC_ALREADY_USED', 409, 'used') });
    expect(result.current.problemOf('mac')).toBe('mac_already_used');
    rerender({ error: new ApiError('INTERNAL', 500, 'down') });
    expect(result.current.hasFieldError).toBe(false);
  });
});
