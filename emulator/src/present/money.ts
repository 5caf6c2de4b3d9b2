import type { CurrencyRow } from '../db/catalog.js';
import { formatMoney } from '../format.js';

/** An amount the way WHMCS preformats money in GetClientsDetails `stats` (`"€12.50 EUR"`). */
export function formatCurrencyAmount(
  cents: number,
  currency: CurrencyRow | undefined,
): string {
  return `${currency?.prefix ?? ''}${formatMoney(cents)}${currency?.suffix ?? ''}`;
}
