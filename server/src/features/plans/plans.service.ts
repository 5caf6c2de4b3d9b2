import { BILLING_CYCLES, fromCents, toCents } from '@members/contract';
import type {
  BillingCycle,
  CatalogueProduct,
  Currency,
} from '@members/contract';

import type { ServerDeps } from '../../http/feature.js';
import type { GetProductsReply, WhmcsService } from '../../whmcs/index.js';

/**
 * What plan changes and orders need. The plans' use cases share it and the
 * helpers below (prices, quotes, orders, the catalogue); each use case has
 * its own module: the plan options, the plan change, the catalogue and the
 * order of a new line.
 */
export type PlansDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'stores' | 'mailer' | 'logger' | 'brand'
>;

/** A product as WHMCS's GetProducts answers it. */
export type WhmcsProduct = GetProductsReply['products'][number];

const NOT_OFFERED = '-1.00';

const SETUP_FEE_KEY = {
  monthly: 'msetupfee',
  quarterly: 'qsetupfee',
  semiannually: 'ssetupfee',
  annually: 'asetupfee',
  biennially: 'bsetupfee',
  triennially: 'tsetupfee',
} as const satisfies Record<BillingCycle, string>;

/** A product's price and setup fee in a cycle for a currency; null when not offered. */
export function priceIn(
  product: WhmcsProduct,
  currency: Currency,
  cycle: BillingCycle,
): { price: string; setupFee: string } | null {
  const row = product.pricing[currency.code];
  const price = row?.[cycle];
  if (!row || price === undefined || price === NOT_OFFERED) {
    return null;
  }
  const setup = row[SETUP_FEE_KEY[cycle]];
  return {
    price,
    setupFee: setup === undefined || toCents(setup) < 0 ? '0.00' : setup,
  };
}

/** The cycles a product is offered in, in the client's currency. */
export function offeredCycles(product: WhmcsProduct, currency: Currency) {
  return BILLING_CYCLES.flatMap((billingcycle) => {
    const price = priceIn(product, currency, billingcycle);
    return price ? [{ billingcycle, ...price }] : [];
  });
}

/** The products of these ids as WHMCS has them, by id. */
export async function loadProducts(
  deps: PlansDeps,
  ids: readonly number[],
): Promise<Map<number, WhmcsProduct>> {
  if (ids.length === 0) {
    return new Map();
  }
  const reply = await deps.whmcs.getProducts({ pid: ids.join(',') });
  return new Map(reply.products.map((product) => [product.pid, product]));
}

/** Whether a line is a trial: a configured trial product or a free one. */
export function isTrialService(
  deps: PlansDeps,
  service: WhmcsService,
): boolean {
  return (
    deps.config.streams.trialProductIds.includes(service.pid) ||
    toCents(service.recurringamount) === 0
  );
}

/** What WHMCS asks now to move a line to a product in a cycle (UpgradeProduct calconly). */
export async function quote(
  deps: PlansDeps,
  serviceId: number,
  productId: number,
  cycle: BillingCycle,
) {
  const reply = await deps.whmcs.upgradeProduct({
    serviceid: serviceId,
    type: 'product',
    newproductid: productId,
    newproductbillingcycle: cycle,
    calconly: true,
  });
  return {
    // A cheaper plan shows a negative difference: nothing is charged or credited.
    dueNow: fromCents(Math.max(0, toCents(reply.price))),
    inProgress: reply.upgradeinprogress,
  };
}

export { paymentMethodFor, recentOrders } from '../../domain/upgrade-orders.js';

/**
 * The products the client may order: the recurring ones of the configured
 * groups but those set aside, each with the cycles offered in the currency.
 */
export async function loadCatalogue(
  deps: PlansDeps,
  currency: Currency,
): Promise<CatalogueProduct[]> {
  const { orderGroups, hiddenProducts } = deps.config.plans;
  const replies = await Promise.all(
    orderGroups.map((group) => deps.whmcs.getProducts({ gid: group.id })),
  );
  return replies.flatMap((reply, index) => {
    const group = orderGroups[index];
    return reply.products.flatMap((product): CatalogueProduct[] => {
      if (
        product.gid !== group?.id ||
        hiddenProducts.includes(product.pid) ||
        product.paytype !== 'recurring'
      ) {
        return [];
      }
      const [first, ...rest] = offeredCycles(product, currency);
      return first
        ? [
            {
              productid: product.pid,
              groupName: group.name,
              name: product.name,
              description: product.description,
              cycles: [first, ...rest],
            },
          ]
        : [];
    });
  });
}
