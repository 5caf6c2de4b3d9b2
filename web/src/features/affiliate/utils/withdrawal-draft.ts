import { checkAmountText, checkWithdrawalNotes } from '@members/contract';

/** What the customer fills in (product rules: State, withdrawal draft). */
export interface WithdrawalDraft {
  amount: string;
  paymentmethod: string | null;
  notes: string;
}

/** Fields of the withdrawal form that can show an error. */
export type WithdrawalField = 'amount' | 'paymentmethod' | 'notes';

/** A message code per field, e.g. `{ amount: 'invalid_amount' }`. */
export type WithdrawalErrors = Partial<Record<WithdrawalField, string>>;

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

/**
 * Checks a draft as the server would (product rules: Validation: a nonzero numeric amount with at
 * most two decimals, within the available balance, and a configured payment
 * method), the amount and notes with the contract's field checkers. Returns the errors, or the amount to send as a JSON number.
 */
export function checkWithdrawal(
  draft: WithdrawalDraft,
  rules: { availableCents: number; methodIds: readonly string[] },
): { errors: WithdrawalErrors } | { amount: number } {
  const errors: WithdrawalErrors = {};
  const cents = parseAmount(draft.amount);
  const amountProblem = checkAmountText(draft.amount);
  if (amountProblem) {
    errors.amount = amountProblem;
  } else if (cents !== null && cents > rules.availableCents) {
    errors.amount = 'amount_above_balance';
  }
  if (!draft.paymentmethod) {
    errors.paymentmethod = 'method_required';
  } else if (!rules.methodIds.includes(draft.paymentmethod)) {
    errors.paymentmethod = 'invalid_method';
  }
  const notesProblem = checkWithdrawalNotes(draft.notes);
  if (notesProblem) {
    errors.notes = notesProblem;
  }
  if (Object.keys(errors).length > 0 || cents === null) {
    return { errors };
  }
  return { amount: cents / 100 };
}
