import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callOk,
  expectSampleShape,
  PINNED_DAY,
} from '../../../test/helpers.js';
import { buildEmulator } from '../../app.js';
import { DEMO_ACCOUNTS, DEMO_ODD_SECOND_USER } from '../../constants.js';
import type { Emulator } from '../../options.js';

const CARBON_JSON = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

describe('demo client 4: odd but real records', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    // Reads seeded dates: pinned to the seed day they were written for.
    emulator = await buildEmulator({ seedDate: PINNED_DAY });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('is a client with escaped names, two users and a Turkish address', async () => {
    const odd = DEMO_ACCOUNTS[3];
    const login = await callOk(emulator, 'ValidateLogin', {
      email: odd.email,
      password2: odd.password,
    });
    expect(login.userid).toBe('504');
    const details = await callOk(emulator, 'GetClientsDetails', {
      email: 'odd@example.com',
    });
    expect(details.client).toMatchObject({
      id: 4,
      firstname: 'Zoë',
      lastname: 'O&#039;Brien',
      companyname: 'Zoë O&#039;Brien &amp; Co &lt;Media&gt;',
      address1: 'İstiklal Caddesi 42, &quot;Kat 3&quot;',
      city: 'İstanbul',
      countrycode: 'TR',
    });
    expect(details.client.customfields).toContainEqual({
      id: 10,
      value: 'https://zoe-obrien.example/welcome?ref=odd&amp;lang=tr',
    });
    expect(
      details.client.users.user.map((user: { id: number }) => user.id),
    ).toEqual([504, DEMO_ODD_SECOND_USER.userId]);
    const second = await callOk(emulator, 'ValidateLogin', {
      email: DEMO_ODD_SECOND_USER.email,
      password2: DEMO_ODD_SECOND_USER.password,
    });
    expect(second.userid).toBe('505');
  });

  it('has a service of a deleted product and one without an order', async () => {
    const body = await callOk(emulator, 'GetClientsProducts', { clientid: 4 });
    expectSampleShape(body, 'GetClientsProducts');
    const [ordinary, deleted, withoutOrder] = body.products.product;
    expect(ordinary).toMatchObject({
      id: '401',
      pid: '2',
      password: 'Kq9&amp;p&#039;L&quot;m&lt;4&gt;',
      notes: 'Salon TV — &quot;Wohnzimmer&quot; &amp; Küche',
    });
    expect(deleted).toMatchObject({
      id: '402',
      pid: '0',
      name: '',
      translated_name: '',
      groupname: '',
      customfields: { customfield: [] },
      configoptions: { configoption: [] },
    });
    expect(withoutOrder).toMatchObject({ id: '403', orderid: '0' });
    expect(withoutOrder).not.toHaveProperty('ordernumber');
  });

  it('has an invoice with a negative promotion line and Carbon timestamps', async () => {
    const invoice = await callOk(emulator, 'GetInvoice', { invoiceid: 4001 });
    expectSampleShape(invoice, 'GetInvoice');
    expect(
      invoice.items.item.map(
        (item: { type: string; amount: string }) =>
          `${item.type} ${item.amount}`,
      ),
    ).toEqual(['Hosting 9.99', 'PromoHosting -1.00']);
    expect(invoice).toMatchObject({
      total: '8.99',
      balance: '8.99',
      notes: 'Bitte „Rechnungsnr.“ &amp; Namen angeben &lt;danke&gt;',
    });
    const list = await callOk(emulator, 'GetInvoices', { userid: 4 });
    expect(list.totalresults).toBe(3);
    for (const row of list.invoices.invoice) {
      expect(row.created_at).toMatch(CARBON_JSON);
      expect(row.updated_at).toMatch(CARBON_JSON);
    }
    const demo = await callOk(emulator, 'GetInvoices', { userid: 1 });
    expect(demo.invoices.invoice[0].created_at).toBe('2026-11-20 10:05:00');
  });

  it('has tickets with texts in every demo language', async () => {
    const ticket = await callOk(emulator, 'GetTicket', { ticketid: 41 });
    expect(ticket).toMatchObject({
      tid: '731904',
      status: 'Customer-Reply',
      subject:
        'Can&#039;t log in &amp; &quot;Live TV&quot; shows &lt;nothing&gt; 📺',
    });
    const messages: string[] = ticket.replies.reply.map(
      (reply: { message: string }) => reply.message,
    );
    expect(messages).toHaveLength(7);
    for (const fragment of [
      'Grüß Gott', // de
      'L&#039;appli « Live TV » marche &lt;enfin&gt;', // fr
      '¡Hola Zoë!', // es
      'aplicação &quot;Ao vivo&quot;', // pt
      'Åtgärden &quot;Återställ&quot; &amp; omstart', // sv
      'İnternet &amp; ışıklar', // tr
    ]) {
      expect(messages.some((message) => message.includes(fragment))).toBe(true);
    }
    const closed = await callOk(emulator, 'GetTicket', { ticketid: 42 });
    expect(closed.subject).toBe(
      'Faturamı İptal &amp; iade: &#039;KDV&#039; &lt;soru&gt;',
    );
  });
});

describe('bulk seed: odd but real records', () => {
  it('has companies with escaped names, deleted products, promotions and Carbon timestamps', async () => {
    const emulator = await buildEmulator({ seed: 'none', bulkClients: 60 });
    const one = <T>(sql: string): T => emulator.db.prepare(sql).get() as T;
    expect(
      one<{ companyname: string }>(
        'SELECT companyname FROM clients WHERE id = 10008',
      ).companyname,
    ).toMatch(/^.+ &amp; Söhne &quot;Media&quot; &lt;GmbH&gt;$/);
    expect(
      one<{ n: number }>(
        'SELECT COUNT(*) AS n FROM services WHERE product_id = 0',
      ).n,
    ).toBeGreaterThan(0);
    expect(
      one<{ n: number }>(
        "SELECT COUNT(*) AS n FROM invoice_items WHERE type = 'PromoHosting' AND amount < 0",
      ).n,
    ).toBeGreaterThan(0);
    expect(
      one<{ n: number }>(
        "SELECT COUNT(*) AS n FROM invoices WHERE created_at LIKE '%T%.000000Z'",
      ).n,
    ).toBeGreaterThan(0);
    const subjects = emulator.db
      .prepare("SELECT subject FROM tickets WHERE subject LIKE '%&amp;%'")
      .all();
    expect(subjects.length).toBeGreaterThan(0);
    await emulator.close();
  });

  it('has none of them in the docs reply style', async () => {
    const emulator = await buildEmulator({
      seed: 'none',
      bulkClients: 60,
      replyStyle: 'docs',
    });
    expect(
      emulator.db
        .prepare(
          "SELECT COUNT(*) AS n FROM services WHERE product_id = 0 UNION ALL SELECT COUNT(*) FROM invoice_items WHERE type <> 'Hosting' UNION ALL SELECT COUNT(*) FROM clients WHERE companyname <> ''",
        )
        .all(),
    ).toEqual([{ n: 0 }, { n: 0 }, { n: 0 }]);
    await emulator.close();
  });
});
