import { addMonths, daysBetween } from '../calendar.js';
import { subCyclePrice } from '../config-upgrades.js';
import { findCycle, type Cycle } from '../cycles.js';
import { listCurrencies } from '../db/catalog.js';
import { getClient } from '../db/clients.js';
import {
  getProduct,
  listConfigOptionSubs,
  listProductConfigOptions,
  type ConfigOptionRow,
  type ConfigOptionSubRow,
} from '../db/products.js';
import { insertRow } from '../db/rows.js';
import { listServiceConfigOptions, type ServiceRow } from '../db/services.js';
import { formatMoney, toDisplayDate } from '../format.js';
import { insertOrder, insertUnpaidInvoice } from '../orders.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/** One option whose choice changes, priced for the days left of the period. */
interface OptionChange {
  option: ConfigOptionRow;
  from: ConfigOptionSubRow | undefined;
  to: ConfigOptionSubRow;
  /** The recurring difference per cycle, in cents. */
  difference: number;
  /** Due now, in cents (never below 0: a downgrade is not credited). */
  due: number;
}

/** A formatted amount in the client's currency (`€2.00 EUR`), as WHMCS's formatCurrency. */
function formatIn(prefix: string, suffix: string): (cents: number) => string {
  return (cents) => `${prefix}${formatMoney(cents)}${suffix}`;
}

/** The share of the period left: WHMCS's days ÷ totaldays (a past due date counts the whole period). */
function periodLeft(context: ActionContext, service: ServiceRow, cycle: Cycle) {
  const renewal = service.nextduedate;
  if (renewal === '0000-00-00') {
    return { totaldays: 0, days: 0, share: 1 };
  }
  const totaldays = Math.max(
    1,
    daysBetween(addMonths(renewal, -cycle.months), renewal),
  );
  let days = daysBetween(context.clock.today(), renewal);
  if (days < 0) {
    days = totaldays;
  }
  return { totaldays, days, share: days / totaldays };
}

/** The requested choices that differ from the service's, or an error message. */
function readChanges(
  context: ActionContext,
  service: ServiceRow,
  cycle: Cycle,
  rate: number,
  share: number,
): OptionChange[] | string {
  const { db, params } = context;
  const requested = params.record('configoptions');
  const options = listProductConfigOptions(db, service.product_id);
  const chosen = new Map(
    listServiceConfigOptions(db, service.id).map((row) => [row.config_id, row]),
  );
  const changes: OptionChange[] = [];
  for (const [key, value] of Object.entries(requested)) {
    const option = options.find((candidate) => String(candidate.id) === key);
    const subs = option ? listConfigOptionSubs(db, option.id) : [];
    const to = subs.find((sub) => String(sub.id) === value.trim());
    if (!option || !to) {
      return 'Invalid Configurable Option';
    }
    const from = subs.find((sub) => sub.id === chosen.get(option.id)?.sub_id);
    if (from?.id === to.id) {
      continue;
    }
    const difference =
      subCyclePrice(to, cycle, rate) -
      (from ? subCyclePrice(from, cycle, rate) : 0);
    const due = Math.max(0, Math.round(difference * share));
    changes.push({ option, from, to, difference, due });
  }
  return changes.length > 0 ? changes : 'No configurable options changed';
}

/** Inserts the Pending order, its upgrades and, when something is due, the Unpaid invoice. */
function placeOrder(
  context: ActionContext,
  service: ServiceRow,
  changes: OptionChange[],
  description: (change: OptionChange) => string,
): { id: number; ordernum: string; invoiceid: number } {
  const { db, clock, params } = context;
  const paymentmethod = params.text('paymentmethod');
  const total = changes.reduce((sum, change) => sum + change.due, 0);
  return db.transaction(() => {
    const order = insertOrder(db, clock, {
      userid: service.client_id,
      amount: total,
      paymentmethod,
      promocode: params.text('promocode'),
    });
    let recurring = service.recurringamount;
    const lines = changes.map((change) => {
      recurring += change.difference;
      const upgradeId = insertRow(db, 'upgrades', {
        userid: service.client_id,
        orderid: order.id,
        type: 'configoptions',
        date: clock.today(),
        relid: service.id,
        originalvalue: `${change.option.id}=>${change.from?.id ?? 0}`,
        newvalue: String(change.to.id),
        amount: change.due,
        newrecurringamount: recurring,
        status: 'Pending',
        paid: 'N',
      });
      return {
        type: 'Upgrade',
        relid: upgradeId,
        description: description(change),
        amount: change.due,
      };
    });
    const invoiceid =
      total > 0
        ? insertUnpaidInvoice(
            db,
            clock,
            service.client_id,
            paymentmethod,
            lines,
          )
        : 0;
    db.prepare('UPDATE orders SET invoiceid = ? WHERE id = ?').run(
      invoiceid,
      order.id,
    );
    return { ...order, invoiceid };
  })();
}

/**
 * UpgradeProduct `type=configoptions`: `configoptions[<option id>]=<choice id>`
 * priced like WHMCS's SumUpConfigOptionsOrder: for each option whose choice
 * changes, the difference of the choices' recurring prices in the service's
 * cycle × the share of the period left (days until the due date ÷ the
 * period's days; the whole period when the due date has passed), a downgrade
 * charged 0. The reply numbers each change (`configname1`, `originalvalue1`,
 * `newvalue1`, `price1`, …) and adds `subtotal`, `discount` and `total`.
 * Ordering inserts a Pending order, one `upgrades` row per change and, when
 * something is due, an Unpaid invoice; the choice and the recurring amount
 * change when it is paid (at once when nothing is due).
 * @see https://developers.whmcs.com/api-reference/upgradeproduct/
 */
export function upgradeConfigOptions(
  context: ActionContext,
  service: ServiceRow,
): ActionReply | { changes: OptionChange[]; fields: Record<string, unknown> } {
  const { db } = context;
  const cycle = findCycle(service.billingcycle);
  if (!cycle) {
    return errorReply('Invalid Billing Cycle');
  }
  const client = getClient(db, service.client_id);
  const currency = listCurrencies(db).find(
    (row) => row.id === (client?.currency ?? 1),
  );
  const money = formatIn(currency?.prefix ?? '', currency?.suffix ?? '');
  const { share } = periodLeft(context, service, cycle);
  const changes = readChanges(
    context,
    service,
    cycle,
    Number(currency?.rate ?? 1),
    share,
  );
  if (typeof changes === 'string') {
    return errorReply(changes);
  }
  const fields: Record<string, unknown> = {};
  changes.forEach((change, index) => {
    fields[`configname${index + 1}`] = change.option.name;
    fields[`originalvalue${index + 1}`] = change.from?.name ?? '';
    fields[`newvalue${index + 1}`] = change.to.name;
    fields[`price${index + 1}`] = money(change.due);
  });
  const subtotal = changes.reduce((sum, change) => sum + change.due, 0);
  fields.subtotal = money(subtotal);
  fields.discount = money(0);
  fields.total = money(subtotal);
  return { changes, fields };
}

/** Orders the changes {@link upgradeConfigOptions} found; answers the order's ids. */
export function orderConfigOptions(
  context: ActionContext,
  service: ServiceRow,
  changes: OptionChange[],
  fields: Record<string, unknown>,
): ActionReply {
  const productName = getProduct(context.db, service.product_id)?.name ?? '';
  const period = `(${toDisplayDate(context.clock.today())} - ${toDisplayDate(service.nextduedate)})`;
  const created = placeOrder(
    context,
    service,
    changes,
    (change) =>
      `Upgrade/Downgrade Configurable Options: ${productName}\n${change.option.name}: ${change.from?.name ?? ''} => ${change.to.name} ${period}`,
  );
  return successReply({
    ...fields,
    orderid: created.id,
    order_number: created.ordernum,
    invoiceid: created.invoiceid || null,
  });
}
