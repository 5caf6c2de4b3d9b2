import {
  BASE_PATH,
  BILLING_CYCLES,
  fromCents,
  PAGES,
  toCents,
  withLocale,
} from '@members/contract';
import type {
  BillingCycle,
  CatalogueProduct,
  CatalogueResponse,
  ChangePlanResponse,
  Currency,
  Locale,
  OrderResponse,
  PlanOption,
  PlanOptionsResponse,
} from '@members/contract';

import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import { billingToday } from '../../domain/dates.js';
import {
  listClientServices,
  loadOwnActiveService,
} from '../../domain/subscriptions.js';
import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';
import { mailLocale, sendMailLater } from '../../mail/send-later.js';
import type { MailKind } from '../../mail/templates.js';
import { takeLock } from '../../stores/lock.js';
import { WhmcsError } from '../../whmcs/index.js';
import type {
  GetProductsReply,
  WhmcsOrder,
  WhmcsService,
} from '../../whmcs/index.js';

/** What plan changes and orders need. */
export type PlansDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'stores' | 'mailer' | 'logger' | 'brand'
>;

type WhmcsProduct = GetProductsReply['products'][number];

/** At most this many UpgradeProduct quotes for one planOptions answer. */
const MAX_QUOTES = 12;
/** Quotes asked of WHMCS at once. */
const QUOTE_CONCURRENCY = 3;
const LOCK_MS = 30_000;
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
function priceIn(
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
function offeredCycles(product: WhmcsProduct, currency: Currency) {
  return BILLING_CYCLES.flatMap((billingcycle) => {
    const price = priceIn(product, currency, billingcycle);
    return price ? [{ billingcycle, ...price }] : [];
  });
}

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

async function loadProducts(
  deps: PlansDeps,
  ids: readonly number[],
): Promise<Map<number, WhmcsProduct>> {
  if (ids.length === 0) {
    return new Map();
  }
  const reply = await deps.whmcs.getProducts({ pid: ids.join(',') });
  return new Map(reply.products.map((product) => [product.pid, product]));
}

function isTrialService(deps: PlansDeps, service: WhmcsService): boolean {
  return (
    deps.config.streams.trialProductIds.includes(service.pid) ||
    toCents(service.recurringamount) === 0
  );
}

async function quote(
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

/** The client's orders, newest first (the first pages are enough to find a recent one). */
async function recentOrders(
  deps: PlansDeps,
  clientId: number,
): Promise<WhmcsOrder[]> {
  const reply = await deps.whmcs.getOrders({ userid: clientId, limitnum: 50 });
  return reply.orders.filter((order) => order.userid === clientId);
}

/** The unpaid invoice of an earlier change of the service, if any. */
async function pendingUpgradeInvoice(
  deps: PlansDeps,
  clientId: number,
  serviceId: number,
): Promise<number | null> {
  const order = (await recentOrders(deps, clientId)).find(
    (candidate) =>
      candidate.invoiceid > 0 &&
      candidate.paymentstatus === 'Unpaid' &&
      candidate.lineitems.some(
        (item) => item.type === 'upgrade' && item.relid === serviceId,
      ),
  );
  return order?.invoiceid ?? null;
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

/** The gateway a change is paid with: the line's, else the client's default, else WHMCS's first. */
async function paymentMethodFor(
  deps: PlansDeps,
  clientId: number,
  service: WhmcsService | null,
): Promise<string> {
  if (service?.paymentmethod) {
    return service.paymentmethod;
  }
  const details = await deps.whmcs.getClientsDetails({ clientid: clientId });
  if (details.client.defaultgateway) {
    return details.client.defaultgateway;
  }
  const methods = await deps.whmcs.getPaymentMethods({});
  const first = methods.paymentmethods[0];
  if (!first) {
    throw new AppError('WHMCS_REJECTED', 'WHMCS has no payment method');
  }
  return first.module;
}

/** The invoice page's address in the customer's language. */
function invoiceUrl(
  deps: PlansDeps,
  origin: string,
  locale: Locale,
  invoiceId: number,
): string {
  const base = deps.config.publicUrl ?? origin;
  return `${base}${BASE_PATH}${withLocale(locale, `${PAGES.invoice}?invoiceid=${invoiceId}`)}`;
}

/**
 * Mails the customer what was ordered and the invoice to pay, in their
 * language (its link too), off the request path.
 */
function confirmByMail(
  deps: PlansDeps,
  clientId: number,
  order: {
    kind: MailKind;
    pageLocale: Locale;
    origin: string;
    service: string;
    invoiceId: number | null;
  },
): void {
  sendMailLater(deps, async () => {
    const profile = await getClientProfile(deps, clientId);
    const locale = mailLocale(profile.language, order.pageLocale);
    return {
      to: profile.email,
      kind: order.kind,
      locale,
      values: {
        service: order.service,
        ...(order.invoiceId
          ? { url: invoiceUrl(deps, order.origin, locale, order.invoiceId) }
          : {}),
      },
    };
  });
}

function upgradeRefusal(error: unknown): unknown {
  if (
    error instanceof WhmcsError &&
    error.matches('Previous upgrade invoice for service is still unpaid')
  ) {
    return new AppError(
      'UPGRADE_PENDING',
      'An earlier plan change is still to be paid',
    );
  }
  return error;
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
  {
    identity,
    input,
    journal,
    locale,
    meta,
  }: Pick<
    RouteCall<'changePlan'>,
    'identity' | 'input' | 'journal' | 'locale' | 'meta'
  >,
): Promise<Omit<ChangePlanResponse, 'error'>> {
  const { clientId } = identity;
  const service = await loadOwnActiveService(deps, clientId, input.serviceid);
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
      const now = await quote(
        deps,
        service.id,
        input.productid,
        input.billingcycle,
      );
      if (now.inProgress) {
        throw new AppError(
          'UPGRADE_PENDING',
          'An earlier plan change is still to be paid',
        );
      }
      if (toCents(now.dueNow) !== toCents(input.dueNow)) {
        // The reason carries the price WHMCS asks now.
        throw new AppError('PRICE_CHANGED', 'The price has changed', {
          reason: now.dueNow,
        });
      }
    }
    const paymentmethod = await paymentMethodFor(deps, clientId, service);
    let placed: { orderid: number; invoiceid: number | null };
    try {
      placed = await journal.step('upgrade', {
        before: async () => (await recentOrders(deps, clientId))[0]?.id ?? 0,
        check: async (before) => {
          const order = (await recentOrders(deps, clientId)).find(
            (candidate) =>
              candidate.id > Number(before) &&
              candidate.lineitems.some(
                (item) => item.type === 'upgrade' && item.relid === service.id,
              ),
          );
          return order
            ? { orderid: order.id, invoiceid: order.invoiceid || null }
            : null;
        },
        write: async () => {
          const reply = await deps.whmcs.upgradeProduct({
            serviceid: service.id,
            type: 'product',
            newproductid: input.productid,
            newproductbillingcycle: input.billingcycle,
            paymentmethod,
          });
          if (!reply.orderid) {
            throw new AppError('WHMCS_REJECTED', 'WHMCS placed no order');
          }
          return { orderid: reply.orderid, invoiceid: reply.invoiceid || null };
        },
      });
    } catch (error) {
      throw upgradeRefusal(error);
    }
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

async function loadCatalogue(
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
  {
    identity,
    input,
    journal,
    locale,
    meta,
  }: Pick<
    RouteCall<'order'>,
    'identity' | 'input' | 'journal' | 'locale' | 'meta'
  >,
): Promise<Omit<OrderResponse, 'error'>> {
  const { clientId } = identity;
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
  if (!journal.isResuming) {
    if (toCents(offer.price) !== toCents(input.price)) {
      throw new AppError('PRICE_CHANGED', 'The price has changed', {
        reason: offer.price,
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
  const paymentmethod = await paymentMethodFor(deps, clientId, null);
  const placed = await journal.step('order', {
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
  if (deps.config.plans.accept === 'order') {
    await journal.step('accept', {
      check: async () => {
        const reply = await deps.whmcs.getOrders({ id: placed.orderid });
        return reply.orders[0]?.status === 'Pending' ? null : true;
      },
      write: async () => {
        await deps.whmcs.acceptOrder({
          orderid: placed.orderid,
          autosetup: true,
          sendemail: true,
        });
        return true;
      },
    });
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
