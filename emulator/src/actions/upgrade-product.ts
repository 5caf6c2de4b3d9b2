import { addMonths, daysBetween } from '../calendar.js';
import { cyclePrice, findCycle, type Cycle } from '../cycles.js';
import { listCurrencies, listGateways } from '../db/catalog.js';
import { getClient } from '../db/clients.js';
import { getProduct, type ProductRow } from '../db/products.js';
import { insertRow } from '../db/rows.js';
import { getService, type ServiceRow } from '../db/services.js';
import { formatMoney } from '../format.js';
import {
  applyUpgrade,
  clientPricing,
  findUnpaidUpgrade,
  insertOrder,
  insertUnpaidInvoice,
  type UpgradeRow,
} from '../orders.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';
import {
  orderConfigOptions,
  upgradeConfigOptions,
} from './upgrade-config-options.js';

/** The active gateways' module names, as WHMCS lists them in "Valid options include …". */
export function invalidPaymentMethodReply(
  context: ActionContext,
  method: string,
): ActionReply | undefined {
  const modules = listGateways(context.db).map((gateway) => gateway.module);
  return modules.includes(method)
    ? undefined
    : errorReply(
        `Invalid Payment Method. Valid options include ${modules.join(',')}`,
      );
}

/** A formatted amount in the client's currency (`€15.95 EUR`), as `price` comes. */
function formatCurrency(
  context: ActionContext,
  currencyId: number,
  cents: number,
): string {
  const currency = listCurrencies(context.db).find((c) => c.id === currencyId);
  return `${currency?.prefix ?? ''}${formatMoney(cents)}${currency?.suffix ?? ''}`;
}

/** The days of the current period, the days left of it and the price due for the move. */
function proRate(
  { clock }: ActionContext,
  service: ServiceRow,
  cycle: Cycle,
  newPrice: number,
): { totaldays: number; daysuntilrenewal: number; due: number } {
  const oldCycle = findCycle(service.billingcycle);
  const renewal = service.nextduedate;
  const hasPeriod = oldCycle !== undefined && renewal !== '0000-00-00';
  const isFree = service.recurringamount === 0 || !hasPeriod;
  // A free or one-time line has no period: nothing of it is left to count.
  const totaldays = hasPeriod
    ? Math.max(1, daysBetween(addMonths(renewal, -oldCycle.months), renewal))
    : 0;
  const daysuntilrenewal = hasPeriod
    ? Math.min(totaldays, Math.max(0, daysBetween(clock.today(), renewal)))
    : 0;
  let due: number;
  if (isFree || oldCycle?.key !== cycle.key) {
    due = newPrice;
  } else {
    due = Math.round(
      ((newPrice - service.recurringamount) / totaldays) * daysuntilrenewal,
    );
  }
  return { totaldays, daysuntilrenewal, due };
}

/** What an upgrade order is made of. */
interface UpgradeOrder {
  service: ServiceRow;
  oldProduct: ProductRow | undefined;
  newProduct: ProductRow;
  cycle: Cycle;
  /** What is charged now, in cents (0: the change is made at once). */
  charge: number;
  newRecurring: number;
  paymentmethod: string;
}

/** Inserts the Pending upgrade order and its invoice, or applies the upgrade when nothing is due. */
function placeUpgradeOrder(
  { db, params, clock }: ActionContext,
  {
    service,
    oldProduct,
    newProduct,
    cycle,
    charge,
    newRecurring,
    paymentmethod,
  }: UpgradeOrder,
): { id: number; ordernum: string; invoiceid: number } {
  return db.transaction(() => {
    const order = insertOrder(db, clock, {
      userid: service.client_id,
      amount: charge,
      paymentmethod,
      promocode: params.text('promocode'),
    });
    const upgradeId = insertRow(db, 'upgrades', {
      userid: service.client_id,
      orderid: order.id,
      type: 'package',
      date: clock.today(),
      relid: service.id,
      originalvalue: String(service.product_id),
      newvalue: `${newProduct.id},${cycle.key}`,
      amount: charge,
      newrecurringamount: newRecurring,
      status: 'Pending',
      paid: 'N',
    });
    let invoiceid = 0;
    if (charge > 0) {
      invoiceid = insertUnpaidInvoice(
        db,
        clock,
        service.client_id,
        paymentmethod,
        [
          {
            type: 'Upgrade',
            relid: upgradeId,
            description: `Upgrade: ${oldProduct?.name ?? ''} => ${newProduct.name} (${cycle.name})`,
            amount: charge,
          },
        ],
      );
      db.prepare('UPDATE orders SET invoiceid = ? WHERE id = ?').run(
        invoiceid,
        order.id,
      );
    } else {
      const upgrade = db
        .prepare('SELECT * FROM upgrades WHERE id = ?')
        .get(upgradeId) as UpgradeRow;
      applyUpgrade(db, clock, upgrade);
    }
    return { ...order, invoiceid };
  })();
}

/** Why an order is refused before pricing: an unpaid earlier upgrade, or an unknown gateway. */
function checkoutRefusal(
  context: ActionContext,
  inProgress: boolean,
  paymentmethod: string,
): ActionReply | undefined {
  if (inProgress) {
    return errorReply(
      'Unable to accept upgrade order. Previous upgrade invoice for service is still unpaid.',
    );
  }
  return invalidPaymentMethodReply(context, paymentmethod);
}

/** UpgradeProduct type=configoptions: the quote, or the order. */
function configOptionsReply(
  context: ActionContext,
  service: ServiceRow,
  calcOnly: boolean,
  inProgress: boolean,
): ActionReply {
  const priced = upgradeConfigOptions(context, service);
  if ('result' in priced) {
    return priced;
  }
  return calcOnly
    ? successReply({ ...priced.fields, upgradeinprogress: inProgress ? 1 : 0 })
    : orderConfigOptions(context, service, priced.changes, priced.fields);
}

/**
 * UpgradeProduct (type=product; type=configoptions in
 * {@link upgradeConfigOptions}): the price of moving service `serviceid` to
 * `newproductid` in `newproductbillingcycle`, pro rata like WHMCS: in the same
 * cycle the difference of the recurring amounts for the days left of the
 * current period ((new − old) ÷ totaldays × daysuntilrenewal; a downgrade
 * shows a negative price, as WHMCS's sample does, but is neither charged nor
 * credited); in another cycle, or from a
 * free product, the new product's price for a whole new cycle. With `calconly`
 * it only answers the quote and `upgradeinprogress` (0/1); otherwise it
 * creates a Pending upgrade order and, unless nothing is due, an Unpaid
 * invoice in the client's currency (`invoiceid` null when nothing is due:
 * the change is then made at once); the service changes when it is paid.
 * The product's allowed-upgrade list is not checked (WHMCS checks it in the
 * client area only).
 * @see https://developers.whmcs.com/api-reference/upgradeproduct/
 * @see https://docs.whmcs.com/products/configuration-options/upgrades-and-downgrades/
 */
export function upgradeProduct(context: ActionContext): ActionReply {
  const { db, params } = context;
  const service = getService(db, params.int('serviceid') ?? 0);
  if (!service) {
    return errorReply('Service ID Not Found');
  }
  const calcOnly = params.bool('calconly');
  const inProgress = findUnpaidUpgrade(db, service.id);
  const paymentmethod = params.text('paymentmethod');
  const refusal = calcOnly
    ? undefined
    : checkoutRefusal(context, Boolean(inProgress), paymentmethod);
  if (refusal) {
    return refusal;
  }
  if (params.text('type') === 'configoptions') {
    return configOptionsReply(context, service, calcOnly, Boolean(inProgress));
  }
  if (params.text('type') !== 'product') {
    return errorReply('Invalid Upgrade Type');
  }
  const cycle = findCycle(params.text('newproductbillingcycle'));
  if (!cycle) {
    return errorReply('Invalid New Billing Cycle');
  }
  const oldProduct = getProduct(db, service.product_id);
  const newProduct = getProduct(db, params.int('newproductid') ?? 0);
  if (!newProduct) {
    return errorReply('Invalid New Product ID');
  }
  const client = getClient(db, service.client_id);
  const currencyId = client?.currency ?? 1;
  const newPrice = cyclePrice(
    clientPricing(db, service.client_id, newProduct.id),
    cycle,
  );
  if (!newPrice) {
    return errorReply('Invalid New Billing Cycle');
  }
  const { totaldays, daysuntilrenewal, due } = proRate(
    context,
    service,
    cycle,
    newPrice.price,
  );
  const quote = {
    oldproductid: String(service.product_id),
    oldproductname: oldProduct?.name ?? '',
    newproductid: newProduct.id,
    newproductname: newProduct.name,
    daysuntilrenewal,
    totaldays,
    newproductbillingcycle: cycle.key,
    price: formatCurrency(context, currencyId, due),
  };
  if (calcOnly) {
    return successReply({ ...quote, upgradeinprogress: inProgress ? 1 : 0 });
  }
  // A downgrade's negative difference is shown, not credited.
  const charge = Math.max(0, due);
  const created = placeUpgradeOrder(context, {
    service,
    oldProduct,
    newProduct,
    cycle,
    charge,
    newRecurring: newPrice.price,
    paymentmethod,
  });
  return successReply({
    ...quote,
    id: String(service.id),
    orderid: created.id,
    order_number: created.ordernum,
    invoiceid: created.invoiceid || null,
  });
}
