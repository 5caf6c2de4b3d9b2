import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callOk } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

/** Each paged action (its page lists `limitstart`/`limitnum`) and where its list is. */
const PAGED: [action: string, list: (body: never) => unknown[]][] = [
  [
    'GetActivityLog',
    (b: { activity: { entry: unknown[] } }) => b.activity.entry,
  ],
  [
    'GetAffiliates',
    (b: { affiliates: { affiliate: unknown[] } }) => b.affiliates.affiliate,
  ],
  [
    'GetAnnouncements',
    (b: { announcements: { announcement: unknown[] } }) =>
      b.announcements.announcement,
  ],
  [
    'GetClientsProducts',
    (b: { products: { product: unknown[] } }) => b.products.product,
  ],
  [
    'GetInvoices',
    (b: { invoices: { invoice: unknown[] } }) => b.invoices.invoice,
  ],
  ['GetTickets', (b: { tickets: { ticket: unknown[] } }) => b.tickets.ticket],
];

describe('paging like WHMCS', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator({ bulkClients: 100 });
    const insert = (sql: string): void => {
      emulator.db.prepare(sql).run();
    };
    insert(
      "INSERT INTO activity_log (date, description, username) SELECT '2026-01-01 00:00:00', 'Bulk client ' || id, 'System' FROM clients WHERE id > 10000",
    );
    insert(
      "INSERT INTO announcements (date, title, announcement, published, created_at, updated_at) SELECT '2026-01-01 00:00:00', 'News ' || id, '<p>News</p>', 1, '2026-01-01 00:00:00', '2026-01-01 00:00:00' FROM clients WHERE id > 10000",
    );
    emulator.db
      .prepare(
        "INSERT INTO affiliates (clientid, date, created_at, updated_at) SELECT id, '2026-01-01', '2026-01-01 00:00:00', '2026-01-01 00:00:00' FROM clients WHERE id > 10000",
      )
      .run();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it.each(PAGED)(
    '%s returns 25 by default, then limitstart/limitnum pages',
    async (action, list) => {
      const first = await callOk(emulator, action);
      const total = Number(first.totalresults);
      expect(total).toBeGreaterThan(25);
      expect(list(first as never)).toHaveLength(25);
      expect(Number(first.startnumber)).toBe(0);
      const page = await callOk(emulator, action, {
        limitstart: 3,
        limitnum: 2,
      });
      expect(Number(page.totalresults)).toBe(total);
      expect(Number(page.startnumber)).toBe(3);
      expect(list(page as never)).toHaveLength(2);
      if (action === 'GetActivityLog') {
        // WHMCS's GetActivityLog has no numreturned (its page and sample).
        expect(page).not.toHaveProperty('numreturned');
      } else {
        expect(Number(page.numreturned)).toBe(2);
      }
      const last = await callOk(emulator, action, { limitstart: total - 1 });
      expect(list(last as never)).toHaveLength(1);
    },
  );

  it.each([
    'GetClientGroups',
    'GetCurrencies',
    'GetPaymentMethods',
    'GetProducts',
    'GetSupportDepartments',
  ])('%s takes no paging parameters, as in WHMCS', async (action) => {
    const all = await callOk(emulator, action);
    const paged = await callOk(emulator, action, {
      limitstart: 1,
      limitnum: 1,
    });
    expect(paged).toEqual(all);
    expect(all).not.toHaveProperty('startnumber');
  });
});
