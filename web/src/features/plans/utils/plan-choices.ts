import type {
  BillingCycle,
  CatalogueProduct,
  CyclePrice,
  PlanOption,
} from '@members/contract';
import { BILLING_CYCLES } from '@members/contract';

/** Catalog keys (`plans.price.<key>`) of the cycles WHMCS names. */
const CYCLE_KEYS: Record<string, string> = {
  ...Object.fromEntries(BILLING_CYCLES.map((cycle) => [cycle, cycle])),
  onetime: 'onetime',
  freeaccount: 'free',
  free: 'free',
};

/** The catalog key of a cycle as WHMCS writes it ("Semi-Annually" → semiannually), or null. */
export function getCycleKey(cycle: string): string | null {
  const normalised = cycle.toLowerCase().replace(/[^a-z]/g, '');
  return Object.hasOwn(CYCLE_KEYS, normalised)
    ? (CYCLE_KEYS[normalised] ?? null)
    : null;
}

/** A product in one cycle, as a radio's value: `"4:annually"`. */
export function toChoice(
  productid: number,
  billingcycle: BillingCycle,
): string {
  return `${productid}:${billingcycle}`;
}

/** One product with its cycles, in the order the server gave them. */
export interface ProductOptions {
  productid: number;
  name: string;
  description: string;
  isUpgrade: boolean;
  options: PlanOption[];
}

/**
 * The options grouped by product, in the server's order (paid plans
 * first); a product's cycles in the order of the cycle list (monthly first).
 */
export function groupByProduct(
  options: readonly PlanOption[],
): ProductOptions[] {
  const groups = new Map<number, ProductOptions>();
  for (const option of options) {
    const group = groups.get(option.productid) ?? {
      productid: option.productid,
      name: option.name,
      description: option.description,
      isUpgrade: false,
      options: [],
    };
    group.options.push(option);
    group.isUpgrade ||= option.isUpgrade;
    groups.set(option.productid, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    options: group.options.toSorted(
      (a, b) =>
        BILLING_CYCLES.indexOf(a.billingcycle) -
        BILLING_CYCLES.indexOf(b.billingcycle),
    ),
  }));
}

/** The option a radio value names, if it is still offered. */
export function findOption(
  options: readonly PlanOption[],
  choice: string | null,
): PlanOption | null {
  return (
    options.find(
      (option) => toChoice(option.productid, option.billingcycle) === choice,
    ) ?? null
  );
}

/** A product in one cycle, chosen. */
export interface Chosen {
  product: CatalogueProduct;
  cycle: CyclePrice;
}

/** The catalogue's product and cycle a radio value names, if it is still offered. */
export function findChosen(
  products: readonly CatalogueProduct[],
  choice: string | null,
): Chosen | null {
  for (const product of products) {
    const cycle = product.cycles.find(
      (entry) => toChoice(product.productid, entry.billingcycle) === choice,
    );
    if (cycle) {
      return { product, cycle };
    }
  }
  return null;
}

/** Whether a decimal money string is more than zero. */
export function isDue(amount: string): boolean {
  return Number(amount) > 0;
}
