import { MAX_AMOUNT } from '@members/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useFieldForm } from '@/hooks/use-field-form';
import { fieldErrorsOf } from '@/hooks/use-form-error';
import { ApiError } from '@/lib/api-client';
import { parseAmount, toRequestAmount } from '@/utils/amount-input';

import {
  checkConfiguredMethod,
  checkWithinBalance,
  WITHDRAWAL_FIELDS,
  withdrawalRules,
} from './withdrawal-draft';

const rules = { availableCents: 12_550, methodIds: ['paypal', 'bank'] };

/**
 * Checks a draft as the withdrawal form does (`useFieldForm` with the
 * form's rules): the amount to send as a JSON number, or the problem per field.
 */
function checkWithdrawal(
  draft: { amount: string; paymentmethod: string | null; notes: string },
  draftRules: typeof rules,
) {
  const { result } = renderHook(() =>
    useFieldForm({
      rules: withdrawalRules(draftRules),
      initialValues: { ...draft, paymentmethod: draft.paymentmethod ?? '' },
      error: null,
    }),
  );
  let checked: Record<string, string> | null = null;
  act(() => {
    checked = result.current.check();
  });
  if (checked !== null) {
    return { amount: toRequestAmount((checked as { amount: string }).amount) };
  }
  const errors: Partial<Record<string, string>> = {};
  for (const field of WITHDRAWAL_FIELDS) {
    const code = result.current.problemOf(field);
    if (code !== undefined) {
      errors[field] = code;
    }
  }
  return { errors };
}

describe('checkWithdrawal', () => {
  const draft = { amount: '125.50', paymentmethod: 'paypal', notes: '' };

  it('gives the amount as a JSON number for a complete draft', () => {
    expect(checkWithdrawal(draft, rules)).toEqual({ amount: 125.5 });
    expect(checkWithdrawal({ ...draft, amount: '0,10' }, rules)).toEqual({
      amount: 0.1,
    });
  });

  it('names every missing or wrong field', () => {
    expect(
      checkWithdrawal({ amount: '', paymentmethod: null, notes: '' }, rules),
    ).toEqual({
      errors: { amount: 'amount_required', paymentmethod: 'method_required' },
    });
    expect(
      checkWithdrawal(
        { amount: '1e309', paymentmethod: 'cash', notes: 'x'.repeat(1001) },
        rules,
      ),
    ).toEqual({
      errors: {
        amount: 'invalid_amount',
        paymentmethod: 'invalid_method',
        notes: 'notes_too_long',
      },
    });
  });

  it('refuses notes with control or bidi characters, keeps line breaks', () => {
    for (const notes of ['IBAN\u0000', 'pay \u202Eme', 'a\ud800']) {
      expect(checkWithdrawal({ ...draft, notes }, rules)).toEqual({
        errors: { notes: 'invalid_characters' },
      });
    }
    expect(
      checkWithdrawal({ ...draft, notes: 'IBAN:\tDE00\nThanks' }, rules),
    ).toEqual({ amount: 125.5 });
  });

  it('refuses zero and anything above the available balance', () => {
    expect(checkWithdrawal({ ...draft, amount: '0.00' }, rules)).toEqual({
      errors: { amount: 'invalid_amount' },
    });
    expect(checkWithdrawal({ ...draft, amount: '125.51' }, rules)).toEqual({
      errors: { amount: 'amount_above_balance' },
    });
  });
});

describe('the form’s own rules', () => {
  it('keeps an amount within the balance, whatever its notation', () => {
    expect(checkWithinBalance('125.50', 12_550)).toBeNull();
    expect(checkWithinBalance('125,51', 12_550)).toBe('amount_above_balance');
    expect(checkWithinBalance('1e309', 12_550)).toBeNull();
  });

  it('keeps a payment method among those configured', () => {
    expect(checkConfiguredMethod('paypal', rules.methodIds)).toBeNull();
    expect(checkConfiguredMethod('cash', rules.methodIds)).toBe(
      'invalid_method',
    );
  });
});

describe('helpers', () => {
  it('picks the fields a VALIDATION error names', () => {
    const error = new ApiError('VALIDATION', 400, 'bad', undefined, undefined, [
      { path: 'amount', code: 'amount_above_balance' },
      { path: 'paymentmethod', code: 'invalid_method' },
      { path: 'other', code: 'x' },
    ]);
    expect(fieldErrorsOf(error, WITHDRAWAL_FIELDS)).toEqual({
      amount: 'amount_above_balance',
      paymentmethod: 'invalid_method',
    });
    expect(
      fieldErrorsOf(new ApiError('FORBIDDEN', 403, 'no'), WITHDRAWAL_FIELDS),
    ).toEqual({});
  });

  it('mirrors the contract’s limits', () => {
    expect(parseAmount(String(MAX_AMOUNT))).toBe(MAX_AMOUNT * 100);
    expect(
      checkWithdrawal(
        { amount: String(MAX_AMOUNT + 1), paymentmethod: 'paypal', notes: '' },
        { ...rules, availableCents: Number.MAX_SAFE_INTEGER },
      ),
    ).toEqual({ errors: { amount: 'invalid_amount' } });
  });
});
