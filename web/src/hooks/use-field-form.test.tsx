import {
  checkMac,
  checkParentalCode,
  checkWithdrawalMethod,
} from '@members/contract';
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

  it('serves a select: null while empty, a choice as its value', () => {
    const { result } = renderHook(() =>
      useFieldForm({
        rules: { method: { check: checkWithdrawalMethod } },
        error: null,
      }),
    );
    expect(result.current.selectProps('method').value).toBeNull();
    act(() => {
      result.current.check();
    });
    expect(result.current.problemOf('method')).toBe('method_required');
    act(() => result.current.selectProps('method').onChange('paypal'));
    expect(result.current.selectProps('method').value).toBe('paypal');
    expect(result.current.problemOf('method')).toBeUndefined();
    act(() => result.current.selectProps('method').onChange(null));
    expect(result.current.values.method).toBe('');
  });

  it('forgets a refused submission’s issue only on the field edited since', () => {
    const refused = new ApiError(
      'VALIDATION',
      400,
      'bad',
      undefined,
      undefined,
      [
        { path: 'mac', code: 'invalid_mac' },
        { path: 'code', code: 'invalid_parental_code' },
      ],
    );
    const { result, rerender } = renderHook(
      ({ error }: { error: unknown }) => useFieldForm({ rules, error }),
      { initialProps: { error: refused as unknown } },
    );
    act(() => result.current.setValue('code', '1234'));
    expect(result.current.problemOf('code')).toBeUndefined();
    expect(result.current.problemOf('mac')).toBe('invalid_mac');
    const again = new ApiError('VALIDATION', 400, 'bad', undefined, undefined, [
      { path: 'code', code: 'invalid_parental_code' },
    ]);
    rerender({ error: again });
    expect(result.current.problemOf('code')).toBe('invalid_parental_code');
  });

  it('words a code of the form’s own rule with the form’s own text', () => {
    const { result } = renderHook(() =>
      useFieldForm({
        rules: { amount: { check: () => 'amount_above_balance' } },
        error: null,
        ownMessages: { amount_above_balance: 'At most €5.50.' },
      }),
    );
    act(() => {
      result.current.check();
    });
    expect(result.current.messageOf('amount')).toBe('At most €5.50.');
    expect(result.current.inputProps('amount').error).toBe('At most €5.50.');
  });

  it('checks a value kept elsewhere, focuses a field its own way, in form order', () => {
    let kept = '';
    const focused: string[] = [];
    const { result } = renderHook(() =>
      useFieldForm({
        rules: {
          mac: { check: checkMac, focus: () => focused.push('mac') },
          code: {
            check: checkParentalCode,
            read: () => kept,
            focus: () => focused.push('code'),
          },
        },
        initialValues: { mac: '00:1A:79:12:34:56' },
        error: null,
      }),
    );
    act(() => {
      result.current.check();
    });
    expect(result.current.problemOf('code')).toBe('parental_code_required');
    expect(focused).toEqual(['code']);
    act(() => result.current.setValue('mac', ''));
    act(() => {
      result.current.check();
    });
    expect(focused).toEqual(['code', 'mac']);
    act(() => result.current.markEdited('code'));
    expect(result.current.problemOf('code')).toBeUndefined();
    kept = '1234';
    act(() => result.current.setValue('mac', '00:1A:79:12:34:56'));
    let checked: unknown;
    act(() => {
      checked = result.current.check();
    });
    expect(checked).toEqual({ mac: '00:1A:79:12:34:56', code: '1234' });
  });
});
