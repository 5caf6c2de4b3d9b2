import { toCents } from '@members/contract';
import type { CatalogueProduct, CatalogueResponse } from '@members/contract';

import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import { listClientServices } from '../../domain/subscriptions.js';
import type { RouteCall } from '../../http/define-route.js';
import type { WhmcsService } from '../../whmcs/index.js';

import { isTrialService, loadCatalogue } from './plans.service.js';
import type { PlansDeps } from './plans.service.js';

/** Whether every line of the client is a trial (and there is one). */
function isTrialClient(
  deps: PlansDeps,
  services: readonly WhmcsService[],
): boolean {
  const lines = services.filter(
    (service) => service.status === 'Active' || service.status === 'Pending',
  );
  return lines.length > 0 && lines.every((line) => isTrialService(deps, line));
}

/**
 * The products the client may order: the recurring ones of the configured
 * groups (ORDER_PRODUCT_GROUPS) but those set aside (ORDER_HIDDEN_PRODUCTS),
 * each with the cycles WHMCS prices in the client's currency. A client with
 * only trial lines sees the paid products first.
 */
export async function listCatalogue(
  deps: PlansDeps,
  { identity }: Pick<RouteCall<'catalogue'>, 'identity'>,
): Promise<Omit<CatalogueResponse, 'error'>> {
  const profile = await getClientProfile(deps, identity.clientId);
  const [currency, services] = await Promise.all([
    getClientCurrency(deps, profile),
    listClientServices(deps, identity.clientId),
  ]);
  const products = await loadCatalogue(deps, currency);
  if (isTrialClient(deps, services)) {
    const isPaid = (product: CatalogueProduct) =>
      product.cycles.some((cycle) => toCents(cycle.price) > 0);
    products.sort((a, b) => Number(isPaid(b)) - Number(isPaid(a)));
  }
  return { currency, products };
}
