import { checkAmountText } from '@members/contract';

import type { FieldRule } from '@/hooks/use-field-form';
import { parseAmount } from '@/utils/amount-input';

/** The code of an amount above the customer's credit (the form words it). */
export const AMOUNT_ABOVE_CREDIT = 'amount_above_credit';
/** The code of an amount above what is still due on the invoice (the form words it). */
export const AMOUNT_ABOVE_DUE = 'amount_above_due';

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
        const cents = parseAmount(value) ?? 0;
        if (cents > limits.creditCents) {
          return AMOUNT_ABOVE_CREDIT;
        }
        return cents > limits.balanceCents ? AMOUNT_ABOVE_DUE : null;
      },
    },
  };
}
