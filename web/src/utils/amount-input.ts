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

/** A decimal money string of the API (`"125.50"`) in cents; 0 when it is none. */
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

/** A checked amount as a request carries it: a JSON number (`125.5`). */
export function toRequestAmount(amount: string): number {
  return (parseAmount(amount) ?? 0) / 100;
}
