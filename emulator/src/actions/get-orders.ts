import {
  listCurrencies,
  listGateways,
  type CurrencyRow,
} from '../db/catalog.js';
import { getClient } from '../db/clients.js';
import { prepare, type Database } from '../db/database.js';
import { getInvoice } from '../db/invoices.js';
import { getProduct, getProductGroup } from '../db/products.js';
import { formatMoney } from '../format.js';

import {
  getPage,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

interface OrderRow {
  id: number;
  ordernum: string;
  userid: number;
  date: string;
  promocode: string;
  promotype: string;
  promovalue: string;
  amount: number;
  paymentmethod: string;
  invoiceid: number;
  status: string;
  ipaddress: string;
  notes: string;
}

/** An order's line items: the services it created, then its upgrades. */
function listOrderLineItems(
  db: Database,
  orderId: number,
): Record<string, string>[] {
  const services = prepare<
    [number],
    {
      id: number;
      product_id: number;
      domain: string;
      billingcycle: string;
      firstpaymentamount: number;
      status: string;
    }
  >(
    db,
    'SELECT id, product_id, domain, billingcycle, firstpaymentamount, status FROM services WHERE order_id = ? ORDER BY id',
  ).all(orderId);
  const upgrades = prepare<
    [number],
    {
      relid: number;
      originalvalue: string;
      newvalue: string;
      amount: number;
      status: string;
    }
  >(
    db,
    'SELECT relid, originalvalue, newvalue, amount, status FROM upgrades WHERE orderid = ? ORDER BY id',
  ).all(orderId);
  const lineitem = [
    ...services.map((service) => {
      const product = getProduct(db, service.product_id);
      const group = product ? getProductGroup(db, product.gid) : undefined;
      return {
        type: 'product',
        relid: String(service.id),
        producttype: 'Other Product/Service',
        product: `${group?.name ?? ''} - ${product?.name ?? ''}`,
        domain: service.domain,
        billingcycle: service.billingcycle,
        amount: formatMoney(service.firstpaymentamount),
        status: service.status,
      };
    }),
    ...upgrades.map((upgrade) => ({
      type: 'upgrade',
      relid: String(upgrade.relid),
      producttype: 'Upgrade',
      product: `Package Upgrade: ${getProduct(db, Number(upgrade.originalvalue))?.name ?? ''} => ${getProduct(db, Number(upgrade.newvalue.split(',')[0]))?.name ?? ''}<br>`,
      domain: '',
      billingcycle: '',
      amount: formatMoney(upgrade.amount),
      status: upgrade.status,
    })),
  ];
  return lineitem;
}

/** One order as GetOrders lists it, amounts as text. */
function presentOrder(
  db: Database,
  row: OrderRow,
  gateways: Map<string, string>,
  currencies: CurrencyRow[],
): Record<string, unknown> {
  const client = getClient(db, row.userid);
  const currency = currencies.find((c) => c.id === (client?.currency ?? 1));
  const lineitem = listOrderLineItems(db, row.id);
  return {
    id: String(row.id),
    ordernum: row.ordernum,
    userid: String(row.userid),
    contactid: '0',
    date: row.date,
    nameservers: '',
    transfersecret: '',
    renewals: '',
    promocode: row.promocode,
    promotype: row.promotype,
    promovalue: row.promovalue,
    orderdata: '[]',
    amount: formatMoney(row.amount),
    paymentmethod: row.paymentmethod,
    invoiceid: String(row.invoiceid),
    status: row.status,
    ipaddress: row.ipaddress,
    fraudmodule: '',
    fraudoutput: '',
    notes: row.notes,
    paymentmethodname: gateways.get(row.paymentmethod) ?? '',
    paymentstatus: getInvoice(db, row.invoiceid)?.status ?? '',
    name: client ? `${client.firstname} ${client.lastname}` : '',
    currencyprefix: currency?.prefix ?? '',
    currencysuffix: currency?.suffix ?? '',
    frauddata: '',
    validationdata: '',
    lineitems: lineitem.length > 0 ? { lineitem } : [],
  };
}

/**
 * GetOrders: orders by `id`, `userid` and `status`, newest first, paged,
 * each with its line items: the services it created (`type` product,
 * `relid` the service id) and its upgrades (`type` upgrade, `relid` the
 * upgraded service id), amounts as text.
 * @see https://developers.whmcs.com/api-reference/getorders/
 */
export function getOrders(context: ActionContext): ActionReply {
  const { db, params } = context;
  const where: string[] = [];
  const values: (string | number)[] = [];
  const id = params.int('id');
  if (id) {
    where.push('id = ?');
    values.push(id);
  }
  const userid = params.int('userid');
  if (userid) {
    where.push('userid = ?');
    values.push(userid);
  }
  const status = params.text('status');
  if (status) {
    where.push('status = ?');
    values.push(status);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const page = getPage(context);
  const total =
    prepare<unknown[], { n: number }>(
      db,
      `SELECT COUNT(*) AS n FROM orders ${clause}`,
    ).get(...values)?.n ?? 0;
  const rows = prepare<unknown[], OrderRow>(
    db,
    `SELECT * FROM orders ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`,
  ).all(...values, page.limit, page.start);
  const gateways = new Map(
    listGateways(db).map((gateway) => [gateway.module, gateway.display_name]),
  );
  const currencies = listCurrencies(db);
  const orders = rows.map((row) => presentOrder(db, row, gateways, currencies));
  return successReply({
    totalresults: String(total),
    startnumber: page.start,
    numreturned: orders.length,
    ...(orders.length > 0 ? { orders: { order: orders } } : {}),
  });
}
