import {
  checkAmountText,
  checkWithdrawalMethod,
  checkWithdrawalNotes,
} from '@members/contract';

import type { FieldRule } from '@/hooks/use-field-form';
import { parseAmount } from '@/utils/amount-input';

/** Fields of the withdrawal form that can show an error. */
export type WithdrawalField = 'amount' | 'paymentmethod' | 'notes';

/** The fields of the form, in the order it shows them. */
export const WITHDRAWAL_FIELDS: readonly WithdrawalField[] = [
  'amount',
  'paymentmethod',
  'notes',
];

/** The code of an amount above the available balance (the form words it). */
export const AMOUNT_ABOVE_BALANCE = 'amount_above_balance';

/**
 * The balance rule, no field checker's (product rules: Validation): an amount
 * the customer typed is at most the available balance.
 */
export function checkWithinBalance(
  amount: string,
  availableCents: number,
): typeof AMOUNT_ABOVE_BALANCE | null {
  const cents = parseAmount(amount);
  return cents !== null && cents > availableCents ? AMOUNT_ABOVE_BALANCE : null;
}

/**
 * The configured-methods rule, no field checker's (product rules:
 * Validation): the payment method is one of those offered.
 */
export function checkConfiguredMethod(
  method: string,
  methodIds: readonly string[],
): 'invalid_method' | null {
  return methodIds.includes(method) ? null : 'invalid_method';
}

/**
 * The rules of the withdrawal form's fields (product rules: Validation), as
 * the server checks them: the amount and notes with the contract's field
 * checkers, the amount within the available balance, the payment method with
 * its checker and among those configured.
 */
export function withdrawalRules(rules: {
  availableCents: number;
  methodIds: readonly string[];
}): Record<WithdrawalField, FieldRule> {
  return {
    amount: {
      check: (value) =>
        checkAmountText(value) ??
        checkWithinBalance(value, rules.availableCents),
    },
    paymentmethod: {
      check: (value) =>
        checkWithdrawalMethod(value) ??
        checkConfiguredMethod(value, rules.methodIds),
    },
    notes: { check: checkWithdrawalNotes },
  };
}
