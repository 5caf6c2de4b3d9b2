import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callError,
  callOk,
  PINNED_DAY,
  pinnedClock,
} from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('CreateInvoice', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator({ now: pinnedClock });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('creates an Unpaid invoice with its lines and taxes, as GetInvoice and GetInvoices show it', async () => {
    const created = await callOk(emulator, 'CreateInvoice', {
      userid: 1,
      paymentmethod: 'stripe',
      taxrate: '10.00',
      date: '2026-12-01',
      duedate: '2026-12-08',
      itemdescription1: 'Setup <fee>',
      itemamount1: '15.95',
      itemtaxed1: '0',
      itemdescription2: 'Second line',
      itemamount2: '1.00',
      itemtaxed2: '1',
    });
    expect(created).toEqual({
      result: 'success',
      invoiceid: expect.any(Number),
      status: 'Unpaid',
    });
    const invoice = await callOk(emulator, 'GetInvoice', {
      invoiceid: created.invoiceid,
    });
    expect(invoice).toMatchObject({
      userid: 1,
      date: '2026-12-01',
      duedate: '2026-12-08',
      subtotal: '16.95',
      tax: '0.10',
      total: '17.05',
      balance: '17.05',
      taxrate: '10.000',
      status: 'Unpaid',
      paymentmethod: 'stripe',
    });
    expect(
      invoice.items.item.map(
        (item: { description: string; amount: string; taxed: number }) => [
          item.description,
          item.amount,
          item.taxed,
        ],
      ),
    ).toEqual([
      ['Setup &lt;fee&gt;', '15.95', 0],
      ['Second line', '1.00', 1],
    ]);
    const listed = await callOk(emulator, 'GetInvoices', {
      userid: 1,
      status: 'Unpaid',
    });
    expect(
      listed.invoices.invoice.map((entry: { id: number }) => entry.id),
    ).toContain(created.invoiceid);
  });

  it('defaults to today, the client’s gateway and Unpaid; a draft is a Draft', async () => {
    const plain = await callOk(emulator, 'CreateInvoice', {
      userid: 2,
      itemdescription1: 'Line',
      itemamount1: '9.99',
    });
    expect(
      await callOk(emulator, 'GetInvoice', { invoiceid: plain.invoiceid }),
    ).toMatchObject({
      date: PINNED_DAY,
      duedate: PINNED_DAY,
      paymentmethod: 'stripe',
      status: 'Unpaid',
      total: '9.99',
    });
    const draft = await callOk(emulator, 'CreateInvoice', {
      userid: 2,
      draft: true,
    });
    expect(draft.status).toBe('Draft');
  });

  it('sends "Invoice Created" when asked', async () => {
    const created = await callOk(emulator, 'CreateInvoice', {
      userid: 1,
      sendinvoice: true,
      itemdescription1: 'Mailed',
      itemamount1: '1.00',
    });
    const emails = emulator.db
      .prepare(
        "SELECT related_id FROM emails WHERE template = 'Invoice Created'",
      )
      .all();
    expect(emails).toEqual([{ related_id: created.invoiceid }]);
  });

  it.each([
    [{ userid: 999 }, 'Client ID Not Found'],
    [
      { userid: 1, draft: true, sendinvoice: true },
      'Cannot create and send a draft invoice in a single API request. Please create and send separately.',
    ],
    [{ userid: 1, status: 'Lost' }, 'Invalid Status Lost'],
    [
      { userid: 1, date: '01/12/2026' },
      'Invalid Date Format. Expected: YYYY-mm-dd',
    ],
    [
      { userid: 1, itemdescription1: 'x', itemamount1: 'ten' },
      'Invalid item amount 1',
    ],
  ])('refuses %j', async (fields, message) => {
    expect(await callError(emulator, 'CreateInvoice', fields)).toBe(message);
  });
});
