/** Catalog keys of WHMCS billing cycles; other cycles are shown as they come. */
const CYCLE_KEYS: Record<string, string> = {
  monthly: 'monthly',
  quarterly: 'quarterly',
  semiannually: 'semiannually',
  annually: 'annually',
  biennially: 'biennially',
  triennially: 'triennially',
  onetime: 'onetime',
  freeaccount: 'free',
  free: 'free',
};

/** The catalog key of a billing cycle ("Semi-Annually" → semiannually), or null. */
export function getCycleKey(cycle: string): string | null {
  const normalised = cycle.toLowerCase().replace(/[^a-z]/g, '');
  return Object.hasOwn(CYCLE_KEYS, normalised)
    ? (CYCLE_KEYS[normalised] ?? null)
    : null;
}
