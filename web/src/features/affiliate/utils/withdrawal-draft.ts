import {
  checkAmountText,
  checkWithdrawalMethod,
  checkWithdrawalNotes,
} from '@members/contract';

import type { FieldRule } from '@/hooks/use-field-form';

/** Fields of the withdrawal form that can show an error. */
export type WithdrawalField = 'amount' | 'paymentmethod' | 'notes';

/** The fields of the form, in the order it shows them. */
export const WITHDRAWAL_FIELDS: readonly WithdrawalField[] = [
  'amount',
  'paymentmethod',
  'notes',
];

/**
 * An amount as typed (`25`, `25.5`, `25,50`) in cents, or null when it is
 * not a plain decimal with at most two decimals (`1e309`, `12.345`, `-3`).
 */
export function parseAmount(value: string): number | null {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match?.[1]) {
    return null;
  }
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A decimal money string of the API (`"125.50"`) in cents. */
export function toCents(money: string): number {
  const cents = Math.round(Number(money) * 100);
  return Number.isFinite(cents) ? cents : 0;
}

/** Cents as the customer would type them, with the locale's decimal mark. */
export function formatAmountInput(cents: number, localeTag: string): string {
  const mark =
    new Intl.NumberFormat(localeTag)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.';
  return (cents / 100).toFixed(2).replace('.', mark === ',' ? ',' : '.');
}

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

/** A checked amount as the request carries it: a JSON number (`125.5`). */
export function toRequestAmount(amount: string): number {
  return (parseAmount(amount) ?? 0) / 100;
}
