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

/** Demo line 102: IPTV Standard, monthly, one connection (config option 1, choice 1). */
const LINE = 102;
const CONNECTIONS = 'configoptions[1]';

function connectionsOf(emulator: Emulator, serviceId: number) {
  return emulator.db
    .prepare(
      `SELECT o.sub_id, s.recurringamount FROM service_config_options o
       JOIN services s ON s.id = o.service_id WHERE o.service_id = ? AND o.config_id = 1`,
    )
    .get(serviceId) as { sub_id: number; recurringamount: number };
}

describe('UpgradeProduct type=configoptions', () => {
  let emulator: Emulator;
  const due = addDays(PINNED_DAY, 10);
  beforeEach(async () => {
    emulator = await buildEmulator({ now: pinnedClock });
    await callOk(emulator, 'UpdateClientProduct', {
      serviceid: LINE,
      nextduedate: due,
    });
  });
  afterEach(async () => {
    await emulator.close();
  });

  it('quotes the choice difference for the days left, per option (calconly)', async () => {
    const quote = await callOk(emulator, 'UpgradeProduct', {
      serviceid: LINE,
      type: 'configoptions',
      [CONNECTIONS]: 3,
      calconly: true,
    });
    const totaldays = daysBetween(addMonths(due, -1), due);
    const cents = Math.round((400 / totaldays) * 10);
    const price = `€${(cents / 100).toFixed(2)} EUR`;
    expect(quote).toMatchObject({
      result: 'success',
      configname1: 'Connections',
      originalvalue1: '1 connection',
      newvalue1: '3 connections',
      price1: price,
      subtotal: price,
      discount: '€0.00 EUR',
      total: price,
      upgradeinprogress: 0,
    });
  });

  it('orders with an unpaid invoice and applies the choice once it is paid', async () => {
    const before = connectionsOf(emulator, LINE);
    const order = await callOk(emulator, 'UpgradeProduct', {
      serviceid: LINE,
      type: 'configoptions',
      [CONNECTIONS]: 2,
      paymentmethod: 'paypal',
    });
    expect(order.orderid).toEqual(expect.any(Number));
    const invoiceid = Number(order.invoiceid);
    const invoice = await callOk(emulator, 'GetInvoice', { invoiceid });
    expect(invoice.status).toBe('Unpaid');
    expect(JSON.stringify(invoice.items)).toContain(
      'Connections: 1 connection => 2 connections',
    );
    expect(connectionsOf(emulator, LINE)).toEqual(before);
    expect(
      await callError(emulator, 'UpgradeProduct', {
        serviceid: LINE,
        type: 'configoptions',
        [CONNECTIONS]: 3,
        paymentmethod: 'paypal',
      }),
    ).toBe(
      'Unable to accept upgrade order. Previous upgrade invoice for service is still unpaid.',
    );
    await callOk(emulator, 'AddInvoicePayment', {
      invoiceid,
      transid: `T-${invoiceid}`,
      gateway: 'paypal',
      amount: String(invoice.total),
    });
    expect(connectionsOf(emulator, LINE)).toEqual({
      sub_id: 2,
      recurringamount: before.recurringamount + 200,
    });
  });

  it('refuses an unknown service, option or choice, and an unchanged one', async () => {
    const base = { type: 'configoptions', calconly: true };
    expect(
      await callError(emulator, 'UpgradeProduct', {
        ...base,
        serviceid: 999,
        [CONNECTIONS]: 2,
      }),
    ).toBe('Service ID Not Found');
    expect(
      await callError(emulator, 'UpgradeProduct', {
        ...base,
        serviceid: LINE,
        'configoptions[77]': 2,
      }),
    ).toBe('Invalid Configurable Option');
    expect(
      await callError(emulator, 'UpgradeProduct', {
        ...base,
        serviceid: LINE,
        [CONNECTIONS]: 9,
      }),
    ).toBe('Invalid Configurable Option');
    expect(
      await callError(emulator, 'UpgradeProduct', {
        ...base,
        serviceid: LINE,
        [CONNECTIONS]: 1,
      }),
    ).toBe('No configurable options changed');
  });
});
