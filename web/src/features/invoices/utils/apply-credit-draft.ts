import { checkAmountText, parseAmountInput } from '@members/contract';

import type { FieldRule } from '@/hooks/use-field-form';

/** The code of an amount above the customer's credit (the form words it). */
export const AMOUNT_ABOVE_CREDIT = 'amount_above_credit';
/** The code of an amount above what is still due on the invoice (the form words it). */
export const AMOUNT_ABOVE_DUE = 'amount_above_due';

/** A decimal money string of the API (`"12.50"`) in cents; 0 when it is none. */
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

/** What the offer fills in: as much credit as the invoice still needs. */
export function defaultCreditCents(
  creditCents: number,
  balanceCents: number,
): number {
  return Math.max(0, Math.min(creditCents, balanceCents));
}

/**
 * The rule of the credit amount, as the server checks it: the contract's
 * amount checker, then at most the credit, then at most the balance.
 */
export function applyCreditRules(limits: {
  creditCents: number;
  balanceCents: number;
}): Record<'amount', FieldRule> {
  return {
    amount: {
      check: (value) => {
        const problem = checkAmountText(value);
        if (problem) {
          return problem;
        }
        const cents = Math.round((parseAmountInput(value) ?? 0) * 100);
        if (cents > limits.creditCents) {
          return AMOUNT_ABOVE_CREDIT;
        }
        return cents > limits.balanceCents ? AMOUNT_ABOVE_DUE : null;
      },
    },
  };
}

/** A checked amount as the request carries it: a JSON number (`12.5`). */
export function toRequestAmount(amount: string): number {
  return Math.round((parseAmountInput(amount) ?? 0) * 100) / 100;
}
