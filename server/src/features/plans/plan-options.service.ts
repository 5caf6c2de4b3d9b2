import { toCents } from '@members/contract';
import type { PlanOption, PlanOptionsResponse } from '@members/contract';

import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import { loadOwnActiveService } from '../../domain/subscriptions.js';
import { pendingUpgradeInvoice } from '../../domain/upgrade-orders.js';
import type { RouteCall } from '../../http/define-route.js';

import {
  isTrialService,
  loadProducts,
  offeredCycles,
  quote,
} from './plans.service.js';
import type { PlansDeps } from './plans.service.js';

/** At most this many UpgradeProduct quotes for one planOptions answer. */
const MAX_QUOTES = 12;
/** Quotes asked of WHMCS at once. */
const QUOTE_CONCURRENCY = 3;

/** Runs `work` over `items`, at most `limit` at once, answers in order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await work(items[index] as T);
    }
  }
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, worker),
  );
  return results;
}

/**
 * The plans an Active line of the client may move to (UPGRADE_PATHS), each
 * offered cycle priced by WHMCS (UpgradeProduct calconly) in the client's
 * currency, paid ones first; and the invoice of an earlier change still
 * unpaid, since WHMCS takes no other until it is paid.
 */
export async function listPlanOptions(
  deps: PlansDeps,
  { identity, input }: Pick<RouteCall<'planOptions'>, 'identity' | 'input'>,
): Promise<Omit<PlanOptionsResponse, 'error'>> {
  const { clientId } = identity;
  const service = await loadOwnActiveService(deps, clientId, input.serviceid);
  const profile = await getClientProfile(deps, clientId);
  const currency = await getClientCurrency(deps, profile);
  const targets = deps.config.plans.upgradePaths.get(service.pid) ?? [];
  const products = await loadProducts(deps, targets);
  const isTrial = isTrialService(deps, service);
  const candidates = targets
    .flatMap((productId) => {
      const product = products.get(productId);
      return product
        ? offeredCycles(product, currency).map((offer) => ({
            product,
            ...offer,
          }))
        : [];
    })
    .slice(0, MAX_QUOTES);
  const quotes = await mapLimited(candidates, QUOTE_CONCURRENCY, (candidate) =>
    quote(deps, service.id, candidate.product.pid, candidate.billingcycle),
  );
  const options: PlanOption[] = candidates.map((candidate, index) => ({
    productid: candidate.product.pid,
    name: candidate.product.name,
    description: candidate.product.description,
    billingcycle: candidate.billingcycle,
    recurringAmount: candidate.price,
    dueNow: quotes[index]?.dueNow ?? '0.00',
    isUpgrade:
      isTrial || toCents(candidate.price) > toCents(service.recurringamount),
  }));
  // Paid plans first (a free one is no move for a paying line), otherwise as configured.
  options.sort(
    (a, b) =>
      Number(toCents(a.recurringAmount) === 0) -
      Number(toCents(b.recurringAmount) === 0),
  );
  const inProgress = quotes.some((result) => result.inProgress);
  return {
    serviceid: service.id,
    currency,
    current: {
      productid: service.pid,
      name: service.translated_name || service.name,
      billingcycle: service.billingcycle,
      recurringAmount: service.recurringamount,
      isTrial,
    },
    options,
    pendingInvoiceid: inProgress
      ? await pendingUpgradeInvoice(deps, clientId, service.id)
      : null,
  };
}
