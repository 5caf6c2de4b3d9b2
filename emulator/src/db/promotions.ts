import { prepare, type Database } from './database.js';

/** A row of `promotions` (WHMCS's `tblpromotions`). */
export interface PromotionRow {
  id: number;
  code: string;
  type: string;
  recurring: number;
  value: string;
  cycles: string;
  appliesto: string;
  requires: string;
  requiresexisting: number;
  startdate: string;
  expirationdate: string;
  maxuses: number;
  uses: number;
  lifetimepromo: number;
  applyonce: number;
  newsignups: number;
  existingclient: number;
  onceperclient: number;
  recurfor: number;
  upgrades: number;
  upgradeconfig: string;
  notes: string;
}

/** Promotions by `code` or `id` (all without either), ordered by code as GetPromotions lists them. */
export function listPromotions(
  db: Database,
  filter: { code?: string; id?: number },
): PromotionRow[] {
  if (filter.code) {
    return prepare<[string], PromotionRow>(
      db,
      'SELECT * FROM promotions WHERE code = ? ORDER BY code',
    ).all(filter.code);
  }
  if (filter.id) {
    return prepare<[number], PromotionRow>(
      db,
      'SELECT * FROM promotions WHERE id = ? ORDER BY code',
    ).all(filter.id);
  }
  return prepare<[], PromotionRow>(
    db,
    'SELECT * FROM promotions ORDER BY code',
  ).all();
}

/**
 * Whether a promotion applies to a new order of `productId` in the cycle
 * named `cycleName` today: started, not expired, not used up, and the
 * product and cycle among those it lists (an empty list allows all cycles).
 */
export function promotionApplies(
  promo: PromotionRow,
  productId: number,
  cycleName: string,
  today: string,
): boolean {
  const listed = (csv: string): string[] =>
    csv
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  if (promo.startdate !== '0000-00-00' && promo.startdate > today) {
    return false;
  }
  if (promo.expirationdate !== '0000-00-00' && promo.expirationdate < today) {
    return false;
  }
  if (promo.maxuses > 0 && promo.uses >= promo.maxuses) {
    return false;
  }
  if (!listed(promo.appliesto).includes(String(productId))) {
    return false;
  }
  const cycles = listed(promo.cycles);
  return cycles.length === 0 || cycles.includes(cycleName);
}

/** The discount a promotion gives on an amount (cents), never more than the amount. */
export function promotionDiscount(
  promo: PromotionRow,
  price: number,
  setup: number,
): number {
  const value = Math.round(Number(promo.value) * 100);
  switch (promo.type) {
    case 'Percentage':
      return Math.round(((price + setup) * Number(promo.value)) / 100);
    case 'Fixed Amount':
      return Math.min(value, price + setup);
    case 'Price Override':
      return Math.max(0, price - value);
    case 'Free Setup':
      return setup;
    default:
      return 0;
  }
}

/** Counts one use of a promotion. */
export function countPromotionUse(db: Database, id: number): void {
  prepare(db, 'UPDATE promotions SET uses = uses + 1 WHERE id = ?').run(id);
}
