import { fromCents } from '@members/contract';

/*
 * Amounts a customer types into a money field, and API money: one reading
 * for every form (withdrawal, credit), in whole cents so that no float
 * rounding reaches a comparison.
 */

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

/** Cents as the customer would type them, with the locale's decimal mark. */
export function formatAmountInput(cents: number, localeTag: string): string {
  const mark =
    new Intl.NumberFormat(localeTag)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.';
  return fromCents(cents).replace('.', mark === ',' ? ',' : '.');
}

/** A checked amount as a request carries it: a JSON number (`125.5`). */
export function toRequestAmount(amount: string): number {
  return (parseAmount(amount) ?? 0) / 100;
}

/** A checked amount as the API writes money (`"125.50"`), for showing it. */
export function toMoney(amount: string): string {
  return fromCents(parseAmount(amount) ?? 0);
}
