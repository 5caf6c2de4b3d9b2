import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callError, callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('AddInvoicePayment', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('marks the invoice Paid when the full balance is paid', async () => {
    const body = await callOk(emulator, 'AddInvoicePayment', {
      invoiceid: 1001,
      transid: 'TX-1001',
      gateway: 'paypal',
      date: '2026-11-22 10:00:00',
    });
    expectSampleShape(body, 'AddInvoicePayment');
    const invoice = await callOk(emulator, 'GetInvoice', { invoiceid: 1001 });
    expect(invoice).toMatchObject({
      status: 'Paid',
      datepaid: '2026-11-22 10:00:00',
      balance: '0.00',
    });
    expect(invoice.transactions.transaction).toHaveLength(1);
    expect(invoice.transactions.transaction[0]).toMatchObject({
      transid: 'TX-1001',
      amountin: '89.99',
      gateway: 'paypal',
    });
    const emails = emulator.db
      .prepare(
        "SELECT related_id FROM emails WHERE template = 'Invoice Payment Confirmation'",
      )
      .all();
    expect(emails).toEqual([{ related_id: 1001 }]);
  });

  it('keeps a partly paid invoice Unpaid', async () => {
    await callOk(emulator, 'AddInvoicePayment', {
      invoiceid: 1002,
      transid: 'TX-part',
      gateway: 'stripe',
      amount: '4.00',
      fees: '0.30',
      noemail: true,
    });
    let invoice = await callOk(emulator, 'GetInvoice', { invoiceid: 1002 });
    expect(invoice).toMatchObject({ status: 'Unpaid', balance: '5.99' });
    await callOk(emulator, 'AddInvoicePayment', {
      invoiceid: 1002,
      transid: 'TX-rest',
      gateway: 'stripe',
    });
    invoice = await callOk(emulator, 'GetInvoice', { invoiceid: 1002 });
    expect(invoice).toMatchObject({ status: 'Paid', balance: '0.00' });
  });

  it('refuses cancelled and unknown invoices', async () => {
    expect(
      await callError(emulator, 'AddInvoicePayment', {
        invoiceid: 1006,
        transid: 'x',
        gateway: 'paypal',
      }),
    ).toBe(
      'It is not possible to add a payment to an invoice that is Cancelled',
    );
    expect(
      await callError(emulator, 'AddInvoicePayment', {
        invoiceid: 4242,
        transid: 'x',
        gateway: 'paypal',
      }),
    ).toBe('Invoice ID Not Found');
  });
});
