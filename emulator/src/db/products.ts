import { prepare, type Database } from './database.js';
import { Where } from './rows.js';

/** A row of `products` (the catalogue). */
export interface ProductRow {
  id: number;
  gid: number;
  type: string;
  name: string;
  slug: string;
  description: string;
  module: string;
  paytype: string;
  allowqty: number;
  server_id: number;
  sort: number;
}

/** A row of `product_groups`. */
export interface ProductGroupRow {
  id: number;
  name: string;
  slug: string;
}

/** The twelve price columns of a product in one currency, in cents (-100 = not offered). */
export const PRICE_COLUMNS = [
  'msetupfee',
  'qsetupfee',
  'ssetupfee',
  'asetupfee',
  'bsetupfee',
  'tsetupfee',
  'monthly',
  'quarterly',
  'semiannually',
  'annually',
  'biennially',
  'triennially',
] as const;

/** A price column name. */
export type PriceColumn = (typeof PRICE_COLUMNS)[number];

/** A row of `product_pricing`. */
export type ProductPricingRow = {
  product_id: number;
  currency_id: number;
} & Record<PriceColumn, number>;

/** A row of `config_options`. */
export interface ConfigOptionRow {
  id: number;
  name: string;
  type: number;
  minqty: number;
  maxqty: number;
}

/** A row of `config_option_subs` (one choice of a configurable option). */
export interface ConfigOptionSubRow {
  id: number;
  config_id: number;
  name: string;
  monthly: number;
  sort: number;
}

/** Filters of {@link listProducts}. */
export interface ProductFilters {
  ids?: number[];
  gid?: number;
  module?: string;
}

/** Products matching the filters, in catalogue order. */
export function listProducts(
  db: Database,
  filters: ProductFilters,
): ProductRow[] {
  const where = new Where();
  if (filters.ids) {
    where.add(
      `id IN (${filters.ids.map(() => '?').join(', ') || 'NULL'})`,
      ...filters.ids,
    );
  }
  if (filters.gid !== undefined) {
    where.add('gid = ?', filters.gid);
  }
  if (filters.module !== undefined) {
    where.add('module = ?', filters.module);
  }
  return prepare<unknown[], ProductRow>(
    db,
    `SELECT * FROM products ${where.toString()} ORDER BY sort, id`,
  ).all(...where.values);
}

/** One product. */
export function getProduct(db: Database, id: number): ProductRow | undefined {
  return prepare<[number], ProductRow>(
    db,
    'SELECT * FROM products WHERE id = ?',
  ).get(id);
}

/** One product group. */
export function getProductGroup(
  db: Database,
  id: number,
): ProductGroupRow | undefined {
  return prepare<[number], ProductGroupRow>(
    db,
    'SELECT * FROM product_groups WHERE id = ?',
  ).get(id);
}

/** A product's prices in one currency. */
export function getProductPricing(
  db: Database,
  productId: number,
  currencyId: number,
): ProductPricingRow | undefined {
  return prepare<[number, number], ProductPricingRow>(
    db,
    'SELECT * FROM product_pricing WHERE product_id = ? AND currency_id = ?',
  ).get(productId, currencyId);
}

/** The configurable options attached to a product. */
export function listProductConfigOptions(
  db: Database,
  productId: number,
): ConfigOptionRow[] {
  return prepare<[number], ConfigOptionRow>(
    db,
    `SELECT o.* FROM config_options o
     JOIN product_config_options p ON p.config_id = o.id
     WHERE p.product_id = ? ORDER BY o.id`,
  ).all(productId);
}

/** The choices of a configurable option. */
export function listConfigOptionSubs(
  db: Database,
  configId: number,
): ConfigOptionSubRow[] {
  return prepare<[number], ConfigOptionSubRow>(
    db,
    'SELECT * FROM config_option_subs WHERE config_id = ? ORDER BY sort, id',
  ).all(configId);
}

/** The display name of a config option type code, as GetClientsProducts shows it. */
export function getConfigOptionTypeName(type: number): string {
  return (
    { 1: 'dropdown', 2: 'radio', 3: 'yesno', 4: 'quantity' }[type] ?? 'dropdown'
  );
}
