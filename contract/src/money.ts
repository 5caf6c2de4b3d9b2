/**
 * Money as both sides count it. WHMCS and the API write amounts as decimal
 * text (`"12.34"`); sums and comparisons are made in whole cents, so no
 * float rounding (0.1 + 0.2) ever reaches a total or a price check.
 */

/** A decimal amount (`"12.34"`, `12.3`) in whole cents; NaN when it is not a number. */
export function toCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

/** Whole cents as the API's decimal amount: `1234` → `"12.34"`, `-5` → `"-0.05"`. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The sum of decimal amounts, added in cents: `["0.10", "0.20"]` → `"0.30"`. */
export function sumMoney(amounts: readonly (string | number)[]): string {
  return fromCents(
    amounts.reduce<number>((sum, amount) => sum + toCents(amount), 0),
  );
}
