import { toCents } from '@members/contract';
import type {
  BillingCycle,
  CatalogueProduct,
  OrderResponse,
} from '@members/contract';

import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import { billingToday } from '../../domain/dates.js';
import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';

import { confirmByMail } from './order-confirmation.mail.js';
import {
  loadCatalogue,
  paymentMethodFor,
  recentOrders,
} from './plans.service.js';
import type { PlansDeps } from './plans.service.js';

type OrderCall = Pick<
  RouteCall<'order'>,
  'identity' | 'input' | 'journal' | 'locale' | 'meta'
>;
type OrderInput = OrderCall['input'];
type PlacedOrder = Omit<OrderResponse, 'error'>;

/**
 * Whether a promotion code applies to a new order of the product in the
 * cycle today. WHMCS's AddOrder drops a code that does not apply without
 * an error, so it is checked first (GetPromotions): it must exist, have
 * started, not have expired, not be used up, and list the product and cycle.
 */
async function checkPromotion(
  deps: PlansDeps,
  code: string,
  productId: number,
  cycle: BillingCycle,
  today: string,
): Promise<void> {
  const reply = await deps.whmcs.getPromotions({ code });
  const promotion = reply.promotions.find(
    (candidate) => candidate.code.toLowerCase() === code.toLowerCase(),
  );
  const cycleNames = promotion?.cycles.map((name) =>
    name.toLowerCase().replace(/[^a-z]/g, ''),
  );
  const applies =
    promotion !== undefined &&
    (promotion.startdate === null || promotion.startdate <= today) &&
    (promotion.expirationdate === null || promotion.expirationdate >= today) &&
    (promotion.maxuses === 0 || promotion.uses < promotion.maxuses) &&
    promotion.appliesto.includes(String(productId)) &&
    (cycleNames === undefined ||
      cycleNames.length === 0 ||
      cycleNames.includes(cycle));
  if (!applies) {
    throw new AppError(
      'PROMO_CODE_INVALID',
      'This promotion code does not apply to this order',
    );
  }
}

/** The catalogue product ordered and its offer in the cycle asked for. */
async function loadOffer(deps: PlansDeps, clientId: number, input: OrderInput) {
  const profile = await getClientProfile(deps, clientId);
  const currency = await getClientCurrency(deps, profile);
  const product = (await loadCatalogue(deps, currency)).find(
    (candidate) => candidate.productid === input.productid,
  );
  if (!product) {
    throw new AppError('NOT_FOUND', 'No such product');
  }
  const offer = product.cycles.find(
    (cycle) => cycle.billingcycle === input.billingcycle,
  );
  if (!offer) {
    throw new AppError(
      'CYCLE_NOT_OFFERED',
      'That product is not offered in this billing cycle',
    );
  }
  return { product, offer };
}

/** Checks the price the customer saw and the promotion code before ordering. */
async function checkOrder(
  deps: PlansDeps & Pick<ServerDeps, 'now'>,
  input: OrderInput,
  product: CatalogueProduct,
  price: string,
): Promise<void> {
  if (toCents(price) !== toCents(input.price)) {
    throw new AppError('PRICE_CHANGED', 'The price has changed', {
      reason: price,
    });
  }
  if (input.promocode) {
    await checkPromotion(
      deps,
      input.promocode,
      product.productid,
      input.billingcycle,
      billingToday(deps),
    );
  }
}

/**
 * Places the order (AddOrder) as one journal step: after a lost answer the
 * client's orders are read back for one newer than the last before.
 */
async function addOrderOnce(
  deps: PlansDeps,
  { identity, input, journal }: OrderCall,
  product: CatalogueProduct,
  paymentmethod: string,
): Promise<PlacedOrder> {
  const { clientId } = identity;
  return journal.step('order', {
    before: async () => (await recentOrders(deps, clientId))[0]?.id ?? 0,
    check: async (before) => {
      const order = (await recentOrders(deps, clientId)).find(
        (candidate) => candidate.id > Number(before),
      );
      if (!order) {
        return null;
      }
      const line = order.lineitems.find((item) => item.type === 'product');
      return {
        orderid: order.id,
        serviceid: line?.relid || null,
        invoiceid: order.invoiceid || null,
      };
    },
    write: async () => {
      const reply = await deps.whmcs.addOrder({
        clientid: clientId,
        paymentmethod,
        pid: [product.productid],
        billingcycle: [input.billingcycle],
        ...(input.promocode ? { promocode: input.promocode } : {}),
        noemail: true,
      });
      return {
        orderid: reply.orderid,
        serviceid: reply.serviceids[0] ?? null,
        invoiceid: reply.invoiceid || null,
      };
    },
  });
}

/** Accepts the order at once (AcceptOrder), a journal step of its own. */
async function acceptOrderOnce(
  deps: PlansDeps,
  journal: OrderCall['journal'],
  orderId: number,
): Promise<void> {
  await journal.step('accept', {
    check: async () => {
      const reply = await deps.whmcs.getOrders({ id: orderId });
      return reply.orders[0]?.status === 'Pending' ? null : true;
    },
    write: async () => {
      await deps.whmcs.acceptOrder({
        orderid: orderId,
        autosetup: true,
        sendemail: true,
      });
      return true;
    },
  });
}

/**
 * Orders one more line for the client: a product of the catalogue in a
 * cycle WHMCS offers, at the catalogue price the customer saw
 * (PRICE_CHANGED otherwise), with a promotion code that applies
 * (PROMO_CODE_INVALID otherwise). AddOrder is one journal step: after a
 * lost answer the client's orders are read back for a new one of the
 * product, so a repeat never orders twice. With ORDER_ACCEPT=order the
 * order is accepted at once (its own step); otherwise WHMCS sets the line
 * up when the invoice is paid.
 */
export async function placeOrder(
  deps: PlansDeps & Pick<ServerDeps, 'now'>,
  call: OrderCall,
): Promise<PlacedOrder> {
  const { identity, input, journal, locale, meta } = call;
  const { clientId } = identity;
  const { product, offer } = await loadOffer(deps, clientId, input);
  if (!journal.isResuming) {
    await checkOrder(deps, input, product, offer.price);
  }
  const paymentmethod = await paymentMethodFor(deps, clientId, null);
  const placed = await addOrderOnce(deps, call, product, paymentmethod);
  if (deps.config.plans.accept === 'order') {
    await acceptOrderOnce(deps, journal, placed.orderid);
  }
  await journal.once('mail', async () => {
    confirmByMail(deps, clientId, {
      kind: 'orderPlaced',
      pageLocale: locale,
      origin: meta.origin,
      service: product.name,
      invoiceId: placed.invoiceid,
    });
  });
  return placed;
}
