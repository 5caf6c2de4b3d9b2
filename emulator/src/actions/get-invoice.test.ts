import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callError,
  callOk,
  expectSampleShape,
  PINNED_DAY,
} from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('GetInvoice', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    // Reads seeded dates: pinned to the seed day they were written for.
    emulator = await buildEmulator({ seedDate: PINNED_DAY });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('has the shape of WHMCS sample, with transactions "" when none', async () => {
    const body = await callOk(emulator, 'GetInvoice', { invoiceid: 1001 });
    expectSampleShape(body, 'GetInvoice');
    expect(body).toMatchObject({
      invoiceid: 1001,
      userid: 1,
      status: 'Unpaid',
      total: '89.99',
      balance: '89.99',
      transactions: '',
      ccgateway: false,
    });
    expect(body.items.item).toEqual([
      {
        id: 1,
        type: 'Hosting',
        relid: 105,
        description:
          'IPTV Premium — 12 months - demo_livingroom (20/11/2026 - 19/11/2027)',
        amount: '89.99',
        taxed: 0,
      },
    ]);
  });

  it('belongs to client 2 for invoice 2001', async () => {
    const body = await callOk(emulator, 'GetInvoice', { invoiceid: 2001 });
    expect(body.userid).toBe(2);
  });

  it('lists transactions of a paid invoice with a zero balance', async () => {
    const body = await callOk(emulator, 'GetInvoice', { invoiceid: 1003 });
    expect(body.balance).toBe('0.00');
    expect(body.datepaid).toBe('2026-01-15 10:24:11');
    expect(body.transactions.transaction).toEqual([
      {
        id: '1',
        userid: '1',
        currency: '0',
        gateway: 'paypal',
        date: '2026-01-15 10:24:11',
        description: 'Invoice Payment',
        amountin: '89.99',
        fees: '2.91',
        amountout: '0.00',
        rate: '1.00000',
        transid: '8TX94512AB3345621',
        invoiceid: '1003',
        refundid: '0',
      },
    ]);
  });

  it('reports unknown invoices', async () => {
    expect(await callError(emulator, 'GetInvoice', { invoiceid: 5 })).toBe(
      'Invoice ID Not Found',
    );
    expect(await callError(emulator, 'GetInvoice')).toBe(
      'Invoice ID Not Found',
    );
  });
});
