import { randomInt } from 'node:crypto';

import { addMonths, type ServerClock } from './calendar.js';
import { applyConfigUpgrade } from './config-upgrades.js';
import { findCycle, type Cycle } from './cycles.js';
import { getClient } from './db/clients.js';
import { setCustomFieldValue } from './db/custom-fields.js';
import { prepare, type Database } from './db/database.js';
import { getInvoice, insertInvoice, updateInvoice } from './db/invoices.js';
import {
  getProduct,
  getProductPricing,
  type ProductPricingRow,
} from './db/products.js';
import { insertRow } from './db/rows.js';
import { FIELD_PASSWORD } from './db/seed/catalog.js';
import { getService, updateService } from './db/services.js';
import { randomDigits } from './random.js';

/** A new order number: ten digits, as WHMCS makes them. */
function newOrderNumber(): string {
  return randomDigits(10);
}

/** The next free order id: past both orders and the order ids services already carry. */
function nextOrderId(db: Database): number {
  const row = prepare<[], { n: number | null }>(
    db,
    'SELECT MAX(n) AS n FROM (SELECT MAX(id) AS n FROM orders UNION ALL SELECT MAX(order_id) AS n FROM services)',
  ).get();
  return (row?.n ?? 0) + 1;
}

/** Inserts a Pending order and returns its id and number. */
export function insertOrder(
  db: Database,
  clock: ServerClock,
  columns: {
    userid: number;
    amount: number;
    paymentmethod: string;
    promocode?: string;
    promotype?: string;
    promovalue?: string;
  },
): { id: number; ordernum: string } {
  const ordernum = newOrderNumber();
  const id = insertRow(db, 'orders', {
    id: nextOrderId(db),
    ordernum,
    userid: columns.userid,
    date: clock.nowDateTime(),
    amount: columns.amount,
    paymentmethod: columns.paymentmethod,
    promocode: columns.promocode ?? '',
    promotype: columns.promotype ?? '',
    promovalue: columns.promovalue ?? '',
    invoiceid: 0,
    status: 'Pending',
  });
  return { id, ordernum };
}

/** One line of a new invoice, in cents. */
export interface InvoiceLine {
  type: string;
  relid: number;
  description: string;
  amount: number;
}

/** An Unpaid invoice due today for the lines; returns its id. */
export function insertUnpaidInvoice(
  db: Database,
  clock: ServerClock,
  userid: number,
  paymentmethod: string,
  lines: InvoiceLine[],
): number {
  const now = clock.nowDateTime();
  const today = clock.today();
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const id = insertInvoice(db, {
    userid,
    date: today,
    duedate: today,
    subtotal: total,
    total,
    status: 'Unpaid',
    paymentmethod,
    created_at: now,
    updated_at: now,
  });
  for (const line of lines) {
    insertRow(db, 'invoice_items', {
      invoice_id: id,
      type: line.type,
      relid: line.relid,
      description: line.description,
      amount: line.amount,
      taxed: 0,
    });
  }
  return id;
}

/** The client's currency pricing of a product. */
export function clientPricing(
  db: Database,
  clientId: number,
  productId: number,
): ProductPricingRow | undefined {
  const currency = getClient(db, clientId)?.currency ?? 1;
  return getProductPricing(db, productId, currency);
}

const USERNAME_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A line username as IPTV modules generate them: ten lower-case letters and digits. */
export function generateLineUsername(): string {
  let out = '';
  while (out.length < 10) {
    out += USERNAME_CHARS[randomInt(0, USERNAME_CHARS.length)] ?? 'x';
  }
  return out;
}

/** A row of `upgrades`. */
export interface UpgradeRow {
  id: number;
  userid: number;
  orderid: number;
  type: string;
  date: string;
  relid: number;
  originalvalue: string;
  newvalue: string;
  amount: number;
  newrecurringamount: number;
  status: string;
  paid: string;
}

/** An upgrade of the service whose invoice is still unpaid (WHMCS's upgradeAlreadyInProgress). */
export function findUnpaidUpgrade(
  db: Database,
  serviceId: number,
): UpgradeRow | undefined {
  return prepare<[number], UpgradeRow>(
    db,
    `SELECT u.* FROM upgrades u JOIN orders o ON o.id = u.orderid
     JOIN invoices i ON i.id = o.invoiceid
     WHERE u.relid = ? AND u.paid = 'N' AND i.status = 'Unpaid'
     ORDER BY u.id DESC LIMIT 1`,
  ).get(serviceId);
}

/**
 * Applies a package upgrade (the module's ChangePackage): the service takes
 * the new product, cycle and recurring amount; a changed cycle or a free
 * service starts a new period today.
 */
export function applyUpgrade(
  db: Database,
  clock: ServerClock,
  upgrade: UpgradeRow,
): void {
  if (upgrade.type === 'configoptions') {
    applyConfigUpgrade(db, clock, upgrade);
    return;
  }
  const service = getService(db, upgrade.relid);
  const [newProductId = '0', newCycleKey = ''] = upgrade.newvalue.split(',');
  const cycle = findCycle(newCycleKey);
  if (!service || !cycle) {
    return;
  }
  const startsAnew =
    service.recurringamount === 0 ||
    findCycle(service.billingcycle)?.key !== cycle.key;
  updateService(db, service.id, {
    product_id: Number(newProductId),
    billingcycle: cycle.name,
    recurringamount: upgrade.newrecurringamount,
    nextduedate: startsAnew
      ? addMonths(clock.today(), cycle.months)
      : undefined,
    terminationdate: startsAnew ? '0000-00-00' : undefined,
    lastupdate: clock.nowDateTime(),
  });
  prepare(
    db,
    "UPDATE upgrades SET paid = 'Y', status = 'Completed' WHERE id = ?",
  ).run(upgrade.id);
  prepare(db, "UPDATE orders SET status = 'Active' WHERE id = ?").run(
    upgrade.orderid,
  );
}

/** Activates the Pending services and the order (AcceptOrder with auto-setup). */
export function acceptOrderRows(db: Database, orderId: number): void {
  prepare(
    db,
    "UPDATE services SET status = 'Active' WHERE order_id = ? AND status = 'Pending'",
  ).run(orderId);
  prepare(db, "UPDATE orders SET status = 'Active' WHERE id = ?").run(orderId);
}

/**
 * What WHMCS does once an invoice is paid: an upgrade on it is applied, and
 * the Pending services of its order whose product sets up "as soon as the
 * first payment is received" become Active (the order with them).
 */
export function onInvoicePaid(
  db: Database,
  clock: ServerClock,
  invoiceId: number,
): void {
  const invoice = getInvoice(db, invoiceId);
  if (invoice?.status !== 'Paid') {
    return;
  }
  const orders = prepare<[number], { id: number }>(
    db,
    "SELECT id FROM orders WHERE invoiceid = ? AND status = 'Pending'",
  ).all(invoiceId);
  for (const order of orders) {
    const upgrades = prepare<[number], UpgradeRow>(
      db,
      "SELECT * FROM upgrades WHERE orderid = ? AND paid = 'N'",
    ).all(order.id);
    for (const upgrade of upgrades) {
      applyUpgrade(db, clock, upgrade);
    }
    const pending = prepare<
      [number],
      { id: number; autosetup: string; billingcycle: string; regdate: string }
    >(
      db,
      `SELECT s.id, p.autosetup, s.billingcycle, s.regdate FROM services s JOIN products p ON p.id = s.product_id
       WHERE s.order_id = ? AND s.status = 'Pending'`,
    ).all(order.id);
    // The first payment pays the first cycle: the line is next due a cycle on.
    for (const line of pending) {
      const cycle = findCycle(line.billingcycle);
      if (cycle) {
        updateService(db, line.id, {
          nextduedate: addMonths(line.regdate, cycle.months),
        });
      }
    }
    if (
      pending.length > 0 &&
      pending.every(
        (row) => row.autosetup === 'payment' || row.autosetup === 'order',
      )
    ) {
      acceptOrderRows(db, order.id);
    }
  }
  updateInvoice(db, invoiceId, { updated_at: clock.nowDateTime() });
}

/** A new Pending line of `productId` for the client, with a generated username and line password. */
export function insertPendingLine(
  db: Database,
  clock: ServerClock,
  columns: {
    clientId: number;
    orderId: number;
    orderNumber: string;
    productId: number;
    cycle: Cycle;
    firstPayment: number;
    recurring: number;
    paymentmethod: string;
    promoId: number;
  },
): number {
  const product = getProduct(db, columns.productId);
  const linePassword = generateLineUsername() + String(randomInt(10, 100));
  const id = insertRow(db, 'services', {
    client_id: columns.clientId,
    order_id: columns.orderId,
    order_number: columns.orderNumber,
    product_id: columns.productId,
    server_id: product?.server_id ?? 0,
    regdate: clock.today(),
    firstpaymentamount: columns.firstPayment,
    recurringamount: columns.recurring,
    paymentmethod: columns.paymentmethod,
    billingcycle: columns.cycle.name,
    nextduedate: clock.today(),
    status: 'Pending',
    username: generateLineUsername(),
    password: linePassword,
    promoid: columns.promoId,
  });
  setCustomFieldValue(db, FIELD_PASSWORD, id, linePassword);
  return id;
}
