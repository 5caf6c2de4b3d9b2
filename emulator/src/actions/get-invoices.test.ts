import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

const ids = (body: { invoices: { invoice: { id: number }[] } }): number[] =>
  body.invoices.invoice.map((invoice) => invoice.id);

describe('GetInvoices', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('has the shape of WHMCS sample (integer ids)', async () => {
    const body = await callOk(emulator, 'GetInvoices', { userid: 1 });
    expectSampleShape(body, 'GetInvoices');
    expect(body.invoices.invoice[0]).toMatchObject({
      id: 1001,
      userid: 1,
      total: '89.99',
      currencycode: 'EUR',
      currencyprefix: '€',
      currencysuffix: ' EUR',
      datepaid: '0000-00-00 00:00:00',
    });
  });

  it("lists a client's invoices by id", async () => {
    expect(ids(await callOk(emulator, 'GetInvoices', { userid: 1 }))).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008,
    ]);
    expect(ids(await callOk(emulator, 'GetInvoices', { userid: 2 }))).toEqual([
      2001,
    ]);
  });

  it('filters by status, Overdue included', async () => {
    expect(
      ids(await callOk(emulator, 'GetInvoices', { userid: 1, status: 'Paid' })),
    ).toEqual([1003, 1004, 1005]);
    expect(
      ids(
        await callOk(emulator, 'GetInvoices', { userid: 1, status: 'unpaid' }),
      ),
    ).toEqual([1001, 1002, 1008]);
    const overdue = ids(
      await callOk(emulator, 'GetInvoices', { userid: 1, status: 'Overdue' }),
    );
    expect(overdue).toContain(1002);
    expect(overdue.every((id) => [1001, 1002, 1008].includes(id))).toBe(true);
  });

  it('sorts and paginates', async () => {
    const byTotal = await callOk(emulator, 'GetInvoices', {
      userid: 1,
      orderby: 'total',
      order: 'desc',
      limitnum: 2,
    });
    expect(ids(byTotal)).toEqual([1003, 1001]);
    const page = await callOk(emulator, 'GetInvoices', {
      userid: 1,
      limitstart: 5,
      limitnum: 5,
    });
    expect(page).toMatchObject({
      totalresults: 8,
      startnumber: 5,
      numreturned: 3,
    });
    expect(ids(page)).toEqual([1006, 1007, 1008]);
    const byDue = await callOk(emulator, 'GetInvoices', {
      userid: 1,
      orderby: 'duedate',
      order: 'desc',
    });
    expect(ids(byDue)[0]).toBe(1008);
  });

  it('keeps the wrapper for an empty list', async () => {
    const body = await callOk(emulator, 'GetInvoices', { userid: 3 });
    expect(body).toMatchObject({ totalresults: 0, numreturned: 0 });
    expect(body.invoices).toEqual({ invoice: [] });
  });
});
