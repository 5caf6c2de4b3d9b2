import { cyclePrice, findCycle, periodText, type Cycle } from '../cycles.js';
import { getClient } from '../db/clients.js';
import { getProduct } from '../db/products.js';
import {
  countPromotionUse,
  listPromotions,
  promotionApplies,
  promotionDiscount,
  type PromotionRow,
} from '../db/promotions.js';
import {
  clientPricing,
  insertOrder,
  insertPendingLine,
  insertUnpaidInvoice,
  type InvoiceLine,
} from '../orders.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';
import { invalidPaymentMethodReply } from './upgrade-product.js';

interface CartLine {
  productId: number;
  name: string;
  cycle: Cycle;
  price: number;
  setup: number;
}

/** The cart of `pid[]` in `billingcycle[]` (unknown products dropped), or the error reply. */
function readCart(
  context: ActionContext,
  clientId: number,
): CartLine[] | ActionReply {
  const { db, params } = context;
  const pids = params.list('pid');
  const cycles = params.list('billingcycle');
  const lines: CartLine[] = [];
  for (const [index, pid] of pids.entries()) {
    const product = getProduct(db, Number(pid));
    if (!product) {
      continue;
    }
    const cycle = findCycle(cycles[index] ?? '');
    if (!cycle) {
      return errorReply('Invalid Billing Cycle Requested');
    }
    const price = cyclePrice(clientPricing(db, clientId, product.id), cycle);
    if (!price) {
      return errorReply('Invalid Billing Cycle Requested');
    }
    lines.push({
      productId: product.id,
      name: product.name,
      cycle,
      price: price.price,
      setup: price.setup,
    });
  }
  if (pids.length === 0) {
    return errorReply('No items added to cart so order cannot proceed');
  }
  if (lines.length === 0) {
    return errorReply('No items remain in the cart. Order cannot proceed.');
  }
  return lines;
}

/** The order a cart line joins: its ids, client, gateway and promotion. */
interface OrderFacts {
  order: { id: number; ordernum: string };
  clientId: number;
  paymentmethod: string;
  promo: PromotionRow | undefined;
}

/** Inserts a cart line's Pending service and returns it with its invoice lines. */
function insertCartLine(
  { db, clock }: ActionContext,
  { order, clientId, paymentmethod, promo }: OrderFacts,
  line: CartLine,
  discount: number,
): { serviceId: number; invoiceLines: InvoiceLine[] } {
  const invoiceLines: InvoiceLine[] = [];
  const recurring =
    discount > 0 && promo?.recurring
      ? Math.max(0, line.price - promotionDiscount(promo, line.price, 0))
      : line.price;
  const serviceId = insertPendingLine(db, clock, {
    clientId,
    orderId: order.id,
    orderNumber: order.ordernum,
    productId: line.productId,
    cycle: line.cycle,
    firstPayment: line.price + line.setup - discount,
    recurring,
    paymentmethod,
    promoId: discount > 0 && promo ? promo.id : 0,
  });
  invoiceLines.push({
    type: 'Hosting',
    relid: serviceId,
    description: `${line.name} ${periodText(clock.today(), line.cycle)}`,
    amount: line.price,
  });
  if (line.setup > 0) {
    invoiceLines.push({
      type: 'Setup',
      relid: serviceId,
      description: `${line.name} Setup Fee`,
      amount: line.setup,
    });
  }
  if (discount > 0 && promo) {
    invoiceLines.push({
      type: 'PromoHosting',
      relid: serviceId,
      description: `Promotional Code: ${promo.code} - ${promo.type === 'Percentage' ? `${Number(promo.value)}%` : promo.value} ${promo.recurring ? 'Recurring' : 'One Time'} Discount`,
      amount: -discount,
    });
  }
  return { serviceId, invoiceLines };
}

/** Inserts the order, its services and, unless `noinvoice`, its invoice, in one transaction. */
function placeOrder(
  context: ActionContext,
  clientId: number,
  paymentmethod: string,
  lines: CartLine[],
  promo: PromotionRow | undefined,
): { orderid: number; serviceIds: number[]; invoiceid: number } {
  const { db, params, clock } = context;
  return db.transaction(() => {
    const applied = (line: CartLine): number =>
      promo &&
      promotionApplies(promo, line.productId, line.cycle.name, clock.today())
        ? promotionDiscount(promo, line.price, line.setup)
        : 0;
    const total = lines.reduce(
      (sum, line) => sum + line.price + line.setup - applied(line),
      0,
    );
    const usesPromo =
      promo !== undefined && lines.some((line) => applied(line) > 0);
    const order = insertOrder(db, clock, {
      userid: clientId,
      amount: total,
      paymentmethod,
      promocode: usesPromo ? promo.code : '',
      promotype: usesPromo ? promo.type : '',
      promovalue: usesPromo ? promo.value : '',
    });
    const facts: OrderFacts = { order, clientId, paymentmethod, promo };
    const invoiceLines: InvoiceLine[] = [];
    const serviceIds: number[] = [];
    for (const line of lines) {
      const inserted = insertCartLine(context, facts, line, applied(line));
      serviceIds.push(inserted.serviceId);
      invoiceLines.push(...inserted.invoiceLines);
    }
    if (usesPromo) {
      countPromotionUse(db, promo.id);
    }
    let invoiceid = 0;
    if (!params.bool('noinvoice') && total > 0) {
      invoiceid = insertUnpaidInvoice(
        db,
        clock,
        clientId,
        paymentmethod,
        invoiceLines,
      );
      db.prepare('UPDATE orders SET invoiceid = ? WHERE id = ?').run(
        invoiceid,
        order.id,
      );
    }
    return { orderid: order.id, serviceIds, invoiceid };
  })();
}

/**
 * AddOrder: an order for client `clientid` of the products `pid[]` in the
 * cycles `billingcycle[]`, paid with `paymentmethod`: a Pending order, one
 * Pending service per product (a generated line username and password, as
 * IPTV modules make them) and, unless `noinvoice`, an Unpaid invoice of the
 * setup fees and first cycles, less the promotion `promocode` when it applies
 * to the product and cycle (a code that does not apply is dropped from the
 * order, as WHMCS's cart does, without an error). The services are not set
 * up now even where the product says "as soon as an order is placed";
 * AcceptOrder or paying the invoice (products set up on first payment) does.
 * @see https://developers.whmcs.com/api-reference/addorder/
 */
export function addOrder(context: ActionContext): ActionReply {
  const { db, params } = context;
  const client = getClient(db, params.int('clientid') ?? 0);
  if (!client) {
    return errorReply('Client ID Not Found');
  }
  if (client.status === 'Closed') {
    return errorReply('Unable to add order when client status is Closed');
  }
  const paymentmethod = params.text('paymentmethod');
  const refusal = invalidPaymentMethodReply(context, paymentmethod);
  if (refusal) {
    return refusal;
  }
  const lines = readCart(context, client.id);
  if (!Array.isArray(lines)) {
    return lines;
  }
  const promoCode = params.text('promocode');
  const promo: PromotionRow | undefined = promoCode
    ? listPromotions(db, { code: promoCode })[0]
    : undefined;
  const created = placeOrder(context, client.id, paymentmethod, lines, promo);
  const serviceids = created.serviceIds.join(',');
  return successReply({
    orderid: created.orderid,
    productids: serviceids,
    serviceids,
    addonids: '',
    domainids: '',
    ...(params.bool('noinvoice') ? {} : { invoiceid: created.invoiceid }),
  });
}
