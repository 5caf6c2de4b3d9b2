import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { callError, callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

const CLIENT_ID = 1;
const OTHER_CLIENT_ID = 2;

async function clientCredit(emulator: Emulator, clientid = CLIENT_ID) {
  const details = await callOk(emulator, 'GetClientsDetails', { clientid });
  return details.client.credit as string;
}

async function newInvoice(
  emulator: Emulator,
  amount: string,
  userid = CLIENT_ID,
): Promise<number> {
  const created = await callOk(emulator, 'CreateInvoice', {
    userid,
    itemdescription1: 'Credit test',
    itemamount1: amount,
  });
  return Number(created.invoiceid);
}

function paymentEmails(emulator: Emulator, invoiceid: number): number {
  return emulator.db
    .prepare(
      "SELECT COUNT(*) AS n FROM emails WHERE template = 'Invoice Payment Confirmation' AND related_id = ?",
    )
    .pluck()
    .get(invoiceid) as number;
}

describe('ApplyCredit', () => {
  let emulator: Emulator;
  beforeEach(async () => {
    emulator = await buildEmulator();
  });
  afterEach(async () => {
    await emulator.close();
  });

  it('seeds the demo client with 10.00 of credit', async () => {
    expect(await clientCredit(emulator)).toBe('10.00');
    const details = await callOk(emulator, 'GetClientsDetails', {
      clientid: CLIENT_ID,
      stats: true,
    });
    expect(details.stats).toMatchObject({ incredit: true });
  });

  it('applies part of the credit: the invoice keeps a balance and stays Unpaid', async () => {
    const invoiceid = await newInvoice(emulator, '25.00');
    const body = await callOk(emulator, 'ApplyCredit', {
      invoiceid,
      amount: '4.50',
    });
    expectSampleShape(body, 'ApplyCredit');
    expect(body).toEqual({
      result: 'success',
      invoiceid: String(invoiceid),
      amount: '4.50',
      invoicepaid: 'false',
    });
    expect(await clientCredit(emulator)).toBe('5.50');
    const invoice = await callOk(emulator, 'GetInvoice', { invoiceid });
    expect(invoice).toMatchObject({
      status: 'Unpaid',
      subtotal: '25.00',
      credit: '4.50',
      total: '20.50',
      balance: '20.50',
      datepaid: '0000-00-00 00:00:00',
    });
    const list = await callOk(emulator, 'GetInvoices', {
      userid: CLIENT_ID,
      limitnum: 100,
    });
    const listed = list.invoices.invoice.find(
      (entry: { id: number }) => entry.id === invoiceid,
    );
    expect(listed).toMatchObject({
      credit: '4.50',
      total: '20.50',
      status: 'Unpaid',
    });
  });

  it('pays an invoice the credit covers in full and mails the confirmation', async () => {
    const invoiceid = await newInvoice(emulator, '10.00');
    const body = await callOk(emulator, 'ApplyCredit', {
      invoiceid,
      amount: '10.00',
    });
    expect(body).toMatchObject({ amount: '10.00', invoicepaid: 'true' });
    expect(await clientCredit(emulator)).toBe('0.00');
    const invoice = await callOk(emulator, 'GetInvoice', { invoiceid });
    expect(invoice).toMatchObject({
      status: 'Paid',
      credit: '10.00',
      balance: '0.00',
    });
    expect(invoice.datepaid).not.toBe('0000-00-00 00:00:00');
    expect(paymentEmails(emulator, invoiceid)).toBe(1);
  });

  it('sends no mail with noemail', async () => {
    const invoiceid = await newInvoice(emulator, '3.00');
    await callOk(emulator, 'ApplyCredit', {
      invoiceid,
      amount: '3.00',
      noemail: true,
    });
    const invoice = await callOk(emulator, 'GetInvoice', { invoiceid });
    expect(invoice.status).toBe('Paid');
    expect(paymentEmails(emulator, invoiceid)).toBe(0);
  });

  it("applies as much as possible with amount 'full'", async () => {
    const small = await newInvoice(emulator, '6.00');
    expect(
      await callOk(emulator, 'ApplyCredit', {
        invoiceid: small,
        amount: 'full',
      }),
    ).toMatchObject({ amount: '6.00', invoicepaid: 'true' });
    expect(await clientCredit(emulator)).toBe('4.00');
    const large = await newInvoice(emulator, '50.00');
    expect(
      await callOk(emulator, 'ApplyCredit', {
        invoiceid: large,
        amount: 'full',
      }),
    ).toMatchObject({ amount: '4.00', invoicepaid: 'false' });
    expect(await clientCredit(emulator)).toBe('0.00');
    expect(
      await callOk(emulator, 'GetInvoice', { invoiceid: large }),
    ).toMatchObject({ balance: '46.00', status: 'Unpaid' });
  });

  it('refuses more than the credit, changing nothing', async () => {
    const invoiceid = await newInvoice(emulator, '30.00');
    expect(
      await callError(emulator, 'ApplyCredit', { invoiceid, amount: '10.01' }),
    ).toBe('Amount exceeds customer credit balance');
    expect(await clientCredit(emulator)).toBe('10.00');
    expect(await callOk(emulator, 'GetInvoice', { invoiceid })).toMatchObject({
      credit: '0.00',
      balance: '30.00',
    });
    // Control: the whole credit is accepted.
    await callOk(emulator, 'ApplyCredit', { invoiceid, amount: '10.00' });
  });

  it('refuses more than the invoice balance, changing nothing', async () => {
    const invoiceid = await newInvoice(emulator, '2.00');
    expect(
      await callError(emulator, 'ApplyCredit', { invoiceid, amount: '2.01' }),
    ).toBe('Amount Exceeds Invoice Balance');
    expect(await clientCredit(emulator)).toBe('10.00');
    await callOk(emulator, 'ApplyCredit', { invoiceid, amount: '2.00' });
  });

  it('refuses an invoice that is not Unpaid', async () => {
    expect(
      await callError(emulator, 'ApplyCredit', {
        invoiceid: 1003,
        amount: '1.00',
      }),
    ).toBe('Invoice Not in Unpaid Status');
    expect(
      await callError(emulator, 'ApplyCredit', {
        invoiceid: 1006,
        amount: '1.00',
      }),
    ).toBe('Invoice Not in Unpaid Status');
    expect(await clientCredit(emulator)).toBe('10.00');
  });

  it('refuses an unknown invoice', async () => {
    expect(
      await callError(emulator, 'ApplyCredit', {
        invoiceid: 999999,
        amount: '1.00',
      }),
    ).toBe('Invoice ID Not Found');
    expect(await callError(emulator, 'ApplyCredit', { amount: '1.00' })).toBe(
      'Invoice ID Not Found',
    );
  });

  it('refuses a zero, negative, missing or non-numeric amount', async () => {
    const invoiceid = await newInvoice(emulator, '5.00');
    for (const amount of ['0', '0.00', '-1.00', '', 'abc']) {
      expect(
        await callError(emulator, 'ApplyCredit', { invoiceid, amount }),
      ).toBe('Credit Amount to apply must be greater than zero');
    }
    expect(await callError(emulator, 'ApplyCredit', { invoiceid })).toBe(
      'Credit Amount to apply must be greater than zero',
    );
    expect(await clientCredit(emulator)).toBe('10.00');
  });

  it("uses the invoice's own client's credit", async () => {
    expect(await clientCredit(emulator, OTHER_CLIENT_ID)).toBe('0.00');
    const invoiceid = await newInvoice(emulator, '5.00', OTHER_CLIENT_ID);
    expect(
      await callError(emulator, 'ApplyCredit', { invoiceid, amount: '1.00' }),
    ).toBe('Amount exceeds customer credit balance');
    expect(await clientCredit(emulator)).toBe('10.00');
  });
});

describe('AddCredit', () => {
  let emulator: Emulator;
  beforeEach(async () => {
    emulator = await buildEmulator();
  });
  afterEach(async () => {
    await emulator.close();
  });

  it("adds to the client's credit and answers the new balance", async () => {
    const body = await callOk(emulator, 'AddCredit', {
      clientid: CLIENT_ID,
      description: 'Goodwill',
      amount: '2.50',
    });
    expect(body).toEqual({ result: 'success', newbalance: '12.50' });
    expect(await clientCredit(emulator)).toBe('12.50');
  });

  it('refuses an unknown client and a missing amount', async () => {
    expect(
      await callError(emulator, 'AddCredit', { clientid: 999999, amount: '1' }),
    ).toBe('Client ID Not Found');
    for (const amount of ['', '0', 'abc']) {
      expect(
        await callError(emulator, 'AddCredit', { clientid: CLIENT_ID, amount }),
      ).toBe('No Amount Provided');
    }
    expect(await clientCredit(emulator)).toBe('10.00');
  });
});
