import { addDays, addMonths } from './calendar.js';
import type { PriceColumn, ProductPricingRow } from './db/products.js';
import { toDisplayDate } from './format.js';

/** A recurring billing cycle as WHMCS names it on a service and keys it in pricing. */
export interface Cycle {
  key: Extract<
    PriceColumn,
    | 'monthly'
    | 'quarterly'
    | 'semiannually'
    | 'annually'
    | 'biennially'
    | 'triennially'
  >;
  name: string;
  months: number;
  setupColumn: PriceColumn;
}

/** The recurring billing cycles, shortest first. */
export const CYCLES: readonly Cycle[] = [
  { key: 'monthly', name: 'Monthly', months: 1, setupColumn: 'msetupfee' },
  { key: 'quarterly', name: 'Quarterly', months: 3, setupColumn: 'qsetupfee' },
  {
    key: 'semiannually',
    name: 'Semi-Annually',
    months: 6,
    setupColumn: 'ssetupfee',
  },
  { key: 'annually', name: 'Annually', months: 12, setupColumn: 'asetupfee' },
  {
    key: 'biennially',
    name: 'Biennially',
    months: 24,
    setupColumn: 'bsetupfee',
  },
  {
    key: 'triennially',
    name: 'Triennially',
    months: 36,
    setupColumn: 'tsetupfee',
  },
];

/** A cycle from a request (`monthly`, `Monthly`, `Semi-Annually`…); undefined when none. */
export function findCycle(value: string): Cycle | undefined {
  const plain = value.toLowerCase().replace(/[^a-z]/g, '');
  return CYCLES.find((cycle) => cycle.key === plain);
}

/** A product's price and setup fee in a cycle for a currency, in cents; undefined when not offered (-1.00). */
export function cyclePrice(
  pricing: ProductPricingRow | undefined,
  cycle: Cycle,
): { price: number; setup: number } | undefined {
  if (!pricing || pricing[cycle.key] < 0) {
    return undefined;
  }
  return {
    price: pricing[cycle.key],
    setup: Math.max(0, pricing[cycle.setupColumn]),
  };
}

/** An invoice line's period text, as WHMCS writes it (`(27/11/2026 - 26/12/2026)`). */
export function periodText(start: string, cycle: Cycle): string {
  const dayBefore = addDays(addMonths(start, cycle.months), -1);
  return `(${toDisplayDate(start)} - ${toDisplayDate(dayBefore)})`;
}
