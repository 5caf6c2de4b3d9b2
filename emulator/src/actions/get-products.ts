import { subCyclePrice } from '../config-upgrades.js';
import { findCycle } from '../cycles.js';
import { listCurrencies, type CurrencyRow } from '../db/catalog.js';
import { listProductCustomFields } from '../db/custom-fields.js';
import type { Database } from '../db/database.js';
import {
  getProductGroup,
  getProductPricing,
  listConfigOptionSubs,
  listProductConfigOptions,
  listProducts,
  PRICE_COLUMNS,
  type ProductRow,
} from '../db/products.js';
import { formatMoney } from '../format.js';

import { successReply, type ActionContext, type ActionReply } from './types.js';

function presentPricing(
  db: Database,
  product: ProductRow,
  currencies: CurrencyRow[],
): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const currency of currencies) {
    const row = getProductPricing(db, product.id, currency.id);
    if (!row) {
      continue;
    }
    const prices: Record<string, string> = {
      prefix: currency.prefix,
      suffix: currency.suffix,
    };
    for (const column of PRICE_COLUMNS) {
      prices[column] = formatMoney(row[column]);
    }
    out[currency.code] = prices;
  }
  return out;
}

function presentConfigOptions(
  db: Database,
  product: ProductRow,
  currencies: CurrencyRow[],
  hasQuantities: boolean,
): Record<string, unknown>[] {
  return listProductConfigOptions(db, product.id).map((option) => ({
    id: option.id,
    name: option.name,
    type: String(option.type),
    ...(hasQuantities ? { minqty: option.minqty, maxqty: option.maxqty } : {}),
    options: {
      option: listConfigOptionSubs(db, option.id).map((sub) => ({
        id: sub.id,
        name: sub.name,
        rawName: null,
        recurring: 0,
        required: null,
        pricing: Object.fromEntries(
          currencies.map((currency) => {
            const prices: Record<string, string> = {};
            for (const column of PRICE_COLUMNS) {
              const cycle = findCycle(column);
              prices[column] = cycle
                ? formatMoney(subCyclePrice(sub, cycle, Number(currency.rate)))
                : '0.00';
            }
            return [currency.code, prices];
          }),
        ),
      })),
    },
  }));
}

/**
 * GetProducts: catalogue products by `pid` (one id or a comma list), `gid` or
 * `module`, with pricing keyed by currency code (`-1.00` = cycle not offered),
 * order-form custom fields and configurable options. Not paged: WHMCS takes no
 * `limitstart`/`limitnum` here. `slug` and `product-url` since 8.3; `allowqty`,
 * `quantity_available` and the options' `minqty`/`maxqty` since 8.12.
 * @see https://developers.whmcs.com/api-reference/getproducts/
 */
export function getProducts({
  db,
  params,
  publicUrl,
  whmcs,
}: ActionContext): ActionReply {
  const hasSlugs = whmcs.isAtLeast('8.3');
  const hasQuantities = whmcs.isAtLeast('8.12');
  const pidText = params.text('pid');
  const ids = pidText
    ? pidText
        .split(',')
        .map((part) => Number.parseInt(part.trim(), 10))
        .filter((id) => Number.isInteger(id))
    : undefined;
  const module = params.text('module');
  const products = listProducts(db, {
    ids,
    gid: params.int('gid') || undefined,
    module: module || undefined,
  });
  const currencies = listCurrencies(db);
  return successReply({
    totalresults: products.length,
    products: {
      product: products.map((product) => {
        const group = getProductGroup(db, product.gid);
        return {
          pid: product.id,
          gid: product.gid,
          type: product.type,
          name: product.name,
          ...(hasSlugs
            ? {
                slug: product.slug,
                'product-url': `${publicUrl}/store/${group?.slug ?? 'products'}/${product.slug}`,
              }
            : {}),
          description: product.description,
          module: product.module,
          paytype: product.paytype,
          ...(hasQuantities
            ? { allowqty: product.allowqty, quantity_available: 0 }
            : {}),
          pricing: presentPricing(db, product, currencies),
          customfields: {
            customfield: listProductCustomFields(db, product.id)
              .filter((field) => field.show_order === 1)
              .map((field) => ({
                id: field.id,
                name: field.name,
                description: field.description,
                required: field.required ? 'on' : '',
              })),
          },
          configoptions: {
            configoption: presentConfigOptions(
              db,
              product,
              currencies,
              hasQuantities,
            ),
          },
        };
      }),
    },
  });
}
