import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  callError,
  callOk,
  PINNED_DAY,
  pinnedClock,
} from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import { addDays, addMonths, daysBetween } from '../calendar.js';
import type { Emulator } from '../options.js';

const DEMO_CLIENT = 1;
const TRIAL_CLIENT = 5;

/** The date `days` after the pinned "today". */
function inDays(days: number): string {
  return addDays(PINNED_DAY, days);
}

function serviceRow(emulator: Emulator, id: number) {
  return emulator.db
    .prepare(
      'SELECT product_id, billingcycle, recurringamount, nextduedate, status, username FROM services WHERE id = ?',
    )
    .get(id) as {
    product_id: number;
    billingcycle: string;
    recurringamount: number;
    nextduedate: string;
    status: string;
    username: string;
  };
}

async function pay(emulator: Emulator, invoiceid: number, amount: string) {
  await callOk(emulator, 'AddInvoicePayment', {
    invoiceid,
    transid: `T-${invoiceid}`,
    gateway: 'paypal',
    amount,
  });
}

describe('UpgradeProduct', () => {
  let emulator: Emulator;
  beforeEach(async () => {
    emulator = await buildEmulator({ now: pinnedClock });
  });
  afterEach(async () => {
    await emulator.close();
  });

  it('quotes the difference for the days left when the cycle stays (calconly)', async () => {
    const due = inDays(10);
    await callOk(emulator, 'UpdateClientProduct', {
      serviceid: 102,
      nextduedate: due,
    });
    const quote = await callOk(emulator, 'UpgradeProduct', {
      serviceid: 102,
      type: 'product',
      newproductid: 4,
      newproductbillingcycle: 'monthly',
      calconly: true,
    });
    const totaldays = daysBetween(addMonths(due, -1), due);
    expect(quote).toMatchObject({
      result: 'success',
      oldproductid: '2',
      oldproductname: 'IPTV Standard — 1 month',
      newproductid: 4,
      newproductname: 'Reseller Credits',
      daysuntilrenewal: 10,
      totaldays,
      newproductbillingcycle: 'monthly',
      upgradeinprogress: 0,
    });
    const cents = Math.round(((5000 - 999) / totaldays) * 10);
    expect(quote.price).toBe(`€${(cents / 100).toFixed(2)} EUR`);
  });

  it('charges the new cycle in full when the cycle changes, nothing for a downgrade', async () => {
    const up = await callOk(emulator, 'UpgradeProduct', {
      serviceid: 102,
      type: 'product',
      newproductid: 1,
      newproductbillingcycle: 'annually',
      calconly: 1,
    });
    expect(up.price).toBe('€89.99 EUR');
    const due = inDays(5);
    await callOk(emulator, 'UpdateClientProduct', {
      serviceid: 106,
      recurringamount: '20.00',
      nextduedate: due,
    });
    const down = await callOk(emulator, 'UpgradeProduct', {
      serviceid: 106,
      type: 'product',
      newproductid: 2,
      newproductbillingcycle: 'monthly',
      calconly: 1,
    });
    const cents = Math.round(
      ((999 - 2000) / daysBetween(addMonths(due, -1), due)) *
        daysBetween(PINNED_DAY, due),
    );
    expect(down.price).toBe(`€-${(-cents / 100).toFixed(2)} EUR`);
  });

  it('prices a free trial upgrade at the full new price, in the client currency (USD)', async () => {
    const quote = await callOk(emulator, 'UpgradeProduct', {
      serviceid: 501,
      type: 'product',
      newproductid: 2,
      newproductbillingcycle: 'monthly',
      calconly: 1,
    });
    expect(quote.price).toBe('$10.99 USD');
  });

  it('orders an upgrade: an Unpaid invoice; paying it changes the service; a second one waits', async () => {
    const order = await callOk(emulator, 'UpgradeProduct', {
      serviceid: 102,
      type: 'product',
      newproductid: 1,
      newproductbillingcycle: 'annually',
      paymentmethod: 'paypal',
    });
    expect(order).toMatchObject({ id: '102', price: '€89.99 EUR' });
    expect(Number(order.orderid)).toBeGreaterThan(0);
    expect(order.order_number).toMatch(/^\d{10}$/);
    const invoiceid = Number(order.invoiceid);
    const invoice = await callOk(emulator, 'GetInvoice', { invoiceid });
    expect(invoice).toMatchObject({ status: 'Unpaid', total: '89.99' });

    const quote = await callOk(emulator, 'UpgradeProduct', {
      serviceid: 102,
      type: 'product',
      newproductid: 1,
      newproductbillingcycle: 'annually',
      calconly: 1,
    });
    expect(quote.upgradeinprogress).toBe(1);
    expect(
      await callError(emulator, 'UpgradeProduct', {
        serviceid: 102,
        type: 'product',
        newproductid: 1,
        newproductbillingcycle: 'annually',
        paymentmethod: 'paypal',
      }),
    ).toBe(
      'Unable to accept upgrade order. Previous upgrade invoice for service is still unpaid.',
    );
    const orders = await callOk(emulator, 'GetOrders', { userid: DEMO_CLIENT });
    expect(orders.orders.order[0]).toMatchObject({
      id: String(order.orderid),
      status: 'Pending',
      invoiceid: String(invoiceid),
      paymentstatus: 'Unpaid',
      lineitems: { lineitem: [{ type: 'upgrade', relid: '102' }] },
    });

    expect(serviceRow(emulator, 102).product_id).toBe(2);
    await pay(emulator, invoiceid, '89.99');
    expect(serviceRow(emulator, 102)).toMatchObject({
      product_id: 1,
      billingcycle: 'Annually',
      recurringamount: 8999,
      nextduedate: addMonths(PINNED_DAY, 12),
    });
  });

  it('refuses what WHMCS refuses, and never checks the allowed-upgrade list', async () => {
    const base = {
      serviceid: 102,
      type: 'product',
      newproductid: 1,
      newproductbillingcycle: 'annually',
      paymentmethod: 'paypal',
    };
    expect(
      await callError(emulator, 'UpgradeProduct', { ...base, serviceid: 999 }),
    ).toBe('Service ID Not Found');
    expect(
      await callError(emulator, 'UpgradeProduct', {
        ...base,
        paymentmethod: 'cash',
      }),
    ).toBe(
      'Invalid Payment Method. Valid options include paypal,stripe,banktransfer',
    );
    expect(
      await callError(emulator, 'UpgradeProduct', {
        ...base,
        newproductid: 99,
      }),
    ).toBe('Invalid New Product ID');
    expect(
      await callError(emulator, 'UpgradeProduct', {
        ...base,
        newproductbillingcycle: 'monthly',
      }),
    ).toBe('Invalid New Billing Cycle');
    // Reseller credits are no upgrade of an IPTV line, but the API takes it.
    const odd = await callOk(emulator, 'UpgradeProduct', {
      ...base,
      newproductid: 4,
      newproductbillingcycle: 'monthly',
      calconly: 1,
    });
    expect(odd.newproductid).toBe(4);
  });

  it('applies a downgrade at once, with nothing to pay', async () => {
    const due = inDays(5);
    await callOk(emulator, 'UpdateClientProduct', {
      serviceid: 106,
      recurringamount: '20.00',
      nextduedate: due,
    });
    const order = await callOk(emulator, 'UpgradeProduct', {
      serviceid: 106,
      type: 'product',
      newproductid: 2,
      newproductbillingcycle: 'monthly',
      paymentmethod: 'paypal',
    });
    expect(order.invoiceid).toBeNull();
    expect(serviceRow(emulator, 106)).toMatchObject({
      product_id: 2,
      recurringamount: 999,
      nextduedate: inDays(5),
    });
  });
});

describe('AddOrder, AcceptOrder, GetPromotions', () => {
  let emulator: Emulator;
  beforeEach(async () => {
    emulator = await buildEmulator({ now: pinnedClock });
  });
  afterEach(async () => {
    await emulator.close();
  });

  it('orders a Pending line with an Unpaid invoice; paying it sets the line up', async () => {
    const order = await callOk(emulator, 'AddOrder', {
      clientid: TRIAL_CLIENT,
      paymentmethod: 'paypal',
      'pid[0]': 2,
      'billingcycle[0]': 'monthly',
    });
    expect(order).toMatchObject({ addonids: '', domainids: '' });
    const serviceId = Number(order.serviceids);
    const line = serviceRow(emulator, serviceId);
    expect(line).toMatchObject({ status: 'Pending', billingcycle: 'Monthly' });
    expect(line.username).toMatch(/^[a-z0-9]{10}$/);
    const fields = await callOk(emulator, 'GetClientsProducts', {
      serviceid: serviceId,
    });
    const password = fields.products.product[0].customfields.customfield.find(
      (field: { name: string }) => field.name === 'Password',
    );
    expect(password.value).toMatch(/^[a-z0-9]{12}$/);
    const invoice = await callOk(emulator, 'GetInvoice', {
      invoiceid: order.invoiceid,
    });
    expect(invoice).toMatchObject({ status: 'Unpaid', total: '10.99' });
    await pay(emulator, Number(order.invoiceid), '10.99');
    expect(serviceRow(emulator, serviceId)).toMatchObject({
      status: 'Active',
      nextduedate: addMonths(PINNED_DAY, 1),
    });
    const orders = await callOk(emulator, 'GetOrders', { id: order.orderid });
    expect(orders.orders.order[0].status).toBe('Active');
  });

  it('takes 10 % off with WELCOME10 and drops a code that does not apply', async () => {
    const welcome = await callOk(emulator, 'AddOrder', {
      clientid: DEMO_CLIENT,
      paymentmethod: 'paypal',
      pid: 1,
      billingcycle: 'annually',
      promocode: 'WELCOME10',
    });
    expect(
      (await callOk(emulator, 'GetInvoice', { invoiceid: welcome.invoiceid }))
        .total,
    ).toBe('80.99');
    const expired = await callOk(emulator, 'AddOrder', {
      clientid: DEMO_CLIENT,
      paymentmethod: 'paypal',
      pid: 1,
      billingcycle: 'annually',
      promocode: 'SUMMER25',
    });
    expect(
      (await callOk(emulator, 'GetInvoice', { invoiceid: expired.invoiceid }))
        .total,
    ).toBe('89.99');
    const promos = await callOk(emulator, 'GetPromotions', {
      code: 'WELCOME10',
    });
    expect(promos.promotions.promotion[0]).toMatchObject({
      code: 'WELCOME10',
      type: 'Percentage',
      value: '10.00',
      appliesto: '1,2',
      uses: '1',
      maxuses: '0',
      expirationdate: '0000-00-00',
    });
    expect(
      (await callOk(emulator, 'GetPromotions', { code: 'NOPE' })).totalresults,
    ).toBe(0);
  });

  it('accepts a Pending order once', async () => {
    const order = await callOk(emulator, 'AddOrder', {
      clientid: DEMO_CLIENT,
      paymentmethod: 'stripe',
      pid: 2,
      billingcycle: 'quarterly',
      noinvoice: true,
    });
    expect(order.invoiceid).toBeUndefined();
    await callOk(emulator, 'AcceptOrder', { orderid: order.orderid });
    expect(serviceRow(emulator, Number(order.serviceids)).status).toBe(
      'Active',
    );
    expect(
      await callError(emulator, 'AcceptOrder', { orderid: order.orderid }),
    ).toBe('Order ID not found or Status not Pending');
  });

  it('refuses unknown clients, payment methods, products and cycles', async () => {
    const base = {
      clientid: DEMO_CLIENT,
      paymentmethod: 'paypal',
      pid: 1,
      billingcycle: 'annually',
    };
    expect(
      await callError(emulator, 'AddOrder', { ...base, clientid: 999 }),
    ).toBe('Client ID Not Found');
    expect(
      await callError(emulator, 'AddOrder', { ...base, paymentmethod: 'cash' }),
    ).toBe(
      'Invalid Payment Method. Valid options include paypal,stripe,banktransfer',
    );
    expect(await callError(emulator, 'AddOrder', { ...base, pid: 99 })).toBe(
      'No items remain in the cart. Order cannot proceed.',
    );
    expect(
      await callError(emulator, 'AddOrder', {
        ...base,
        billingcycle: 'monthly',
      }),
    ).toBe('Invalid Billing Cycle Requested');
  });
});
