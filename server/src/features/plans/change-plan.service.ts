import { toCents } from '@members/contract';
import type { ChangePlanResponse } from '@members/contract';

import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import { loadOwnActiveService } from '../../domain/subscriptions.js';
import {
  orderUpgrade,
  paymentMethodFor,
  upgradePendingError,
} from '../../domain/upgrade-orders.js';
import type { RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';
import { takeLock } from '../../stores/lock.js';
import type { WhmcsService } from '../../whmcs/index.js';

import { confirmByMail } from './order-confirmation.mail.js';
import { loadProducts, priceIn, quote } from './plans.service.js';
import type { PlansDeps, WhmcsProduct } from './plans.service.js';

const LOCK_MS = 30_000;

type ChangePlanCall = Pick<
  RouteCall<'changePlan'>,
  'identity' | 'input' | 'journal' | 'locale' | 'meta'
>;
type ChangePlanInput = ChangePlanCall['input'];

/** The plan the line moves to, if its product allows it and WHMCS offers it in the cycle. */
async function loadTargetProduct(
  deps: PlansDeps,
  clientId: number,
  service: WhmcsService,
  input: ChangePlanInput,
): Promise<WhmcsProduct> {
  const allowed = deps.config.plans.upgradePaths.get(service.pid) ?? [];
  if (!allowed.includes(input.productid)) {
    throw new AppError(
      'PLAN_NOT_ALLOWED',
      'This subscription cannot move to that plan',
    );
  }
  const profile = await getClientProfile(deps, clientId);
  const currency = await getClientCurrency(deps, profile);
  const product = (await loadProducts(deps, [input.productid])).get(
    input.productid,
  );
  if (!product || !priceIn(product, currency, input.billingcycle)) {
    throw new AppError(
      'CYCLE_NOT_OFFERED',
      'That plan is not offered in this billing cycle',
    );
  }
  return product;
}

/** Asks WHMCS's quote again: a change in progress or a different price orders nothing. */
async function checkQuote(
  deps: PlansDeps,
  serviceId: number,
  input: ChangePlanInput,
): Promise<void> {
  const now = await quote(deps, serviceId, input.productid, input.billingcycle);
  if (now.inProgress) {
    throw upgradePendingError();
  }
  if (toCents(now.dueNow) !== toCents(input.dueNow)) {
    // The reason carries the price WHMCS asks now.
    throw new AppError('PRICE_CHANGED', 'The price has changed', {
      reason: now.dueNow,
    });
  }
}

/**
 * Moves an Active line of the client to a plan its product allows
 * (UPGRADE_PATHS), in a cycle WHMCS offers, at the price the customer saw:
 * WHMCS's quote is asked again and a different one orders nothing
 * (PRICE_CHANGED). The order (UpgradeProduct, paid with the line's gateway)
 * is one journal step: after a lost answer the client's orders are read
 * back for an upgrade of this line newer than the last order before, so a
 * repeat never orders twice. WHMCS changes the line when the invoice is paid.
 */
export async function changePlan(
  deps: PlansDeps,
  call: ChangePlanCall,
): Promise<Omit<ChangePlanResponse, 'error'>> {
  const { identity, input, journal, locale, meta } = call;
  const { clientId } = identity;
  const service = await loadOwnActiveService(deps, clientId, input.serviceid);
  const product = await loadTargetProduct(deps, clientId, service, input);
  const unlock = await takeLock(
    deps.stores.tokens,
    `plan:lock:${service.id}`,
    LOCK_MS,
    journal.id,
  );
  if (!unlock) {
    throw new AppError(
      'IDEMPOTENCY_IN_FLIGHT',
      'A plan change of this subscription is still running',
    );
  }
  try {
    if (!journal.isResuming) {
      await checkQuote(deps, service.id, input);
    }
    const paymentmethod = await paymentMethodFor(deps, clientId, service);
    const placed = await orderUpgrade(
      deps,
      journal,
      { clientId, serviceId: service.id },
      {
        type: 'product',
        newproductid: input.productid,
        newproductbillingcycle: input.billingcycle,
      },
      paymentmethod,
    );
    await journal.once('mail', async () => {
      confirmByMail(deps, clientId, {
        kind: 'planChangeOrdered',
        pageLocale: locale,
        origin: meta.origin,
        service: `${service.translated_name || service.name} (#${service.id}) → ${product.name}`,
        invoiceId: placed.invoiceid,
      });
    });
    return { serviceid: service.id, ...placed };
  } finally {
    await unlock();
  }
}
