import { describe, expect, it } from 'vitest';

import { callApi, callOk, PINNED_DAY } from '../../../test/helpers.js';
import { buildEmulator } from '../../app.js';
import { addDays, daysBetween } from '../../calendar.js';

interface Counts {
  n: number;
  min: number;
  max: number;
  macs: number;
}

const count = (
  emulator: Awaited<ReturnType<typeof buildEmulator>>,
  sql: string,
): Partial<Counts> & { n: number } =>
  emulator.db.prepare(sql).get() as Partial<Counts> & { n: number };

describe('bulk seed', () => {
  it('generates 10 000 clients with services, invoices and tickets', async () => {
    const started = performance.now();
    const emulator = await buildEmulator({ bulkClients: 10_000 });
    console.info(
      `bulk seed of 10 000 clients: ${Math.round(performance.now() - started)} ms`,
    );

    expect(
      count(
        emulator,
        'SELECT COUNT(*) AS n, MIN(id) AS min, MAX(id) AS max FROM clients WHERE id > 10000',
      ),
    ).toEqual({ n: 10_000, min: 10_001, max: 20_000 });
    expect(
      count(
        emulator,
        'SELECT COUNT(*) AS n, MIN(id) AS min, MAX(id) AS max FROM users WHERE id > 20000',
      ),
    ).toEqual({ n: 10_000, min: 20_001, max: 30_000 });
    const services = count(
      emulator,
      'SELECT COUNT(*) AS n, MIN(id) AS min, MAX(id) AS max FROM services WHERE id > 100000',
    );
    expect(services.n).toBeGreaterThanOrEqual(10_000);
    expect(services.n).toBeLessThanOrEqual(30_000);
    expect(services.min).toBe(100_001);
    expect(services.max).toBe(100_000 + services.n);
    const invoices = count(
      emulator,
      'SELECT COUNT(*) AS n, MIN(id) AS min FROM invoices WHERE id > 100000',
    );
    expect(invoices.n).toBeGreaterThanOrEqual(10_000);
    expect(invoices.n).toBeLessThanOrEqual(40_000);
    expect(invoices.min).toBe(100_001);
    const tickets = count(
      emulator,
      'SELECT COUNT(*) AS n, MIN(id) AS min FROM tickets WHERE id > 100000',
    );
    expect(tickets.n).toBeGreaterThan(1000);
    expect(tickets.min).toBe(100_001);
    // Services of a deleted product (pid 0) have no custom field values.
    const withProduct = count(
      emulator,
      'SELECT COUNT(*) AS n FROM services WHERE id > 100000 AND product_id > 0',
    ).n;
    expect(withProduct).toBeLessThan(services.n);
    expect(
      count(
        emulator,
        'SELECT COUNT(DISTINCT value) AS macs, COUNT(*) AS n FROM custom_field_values WHERE field_id = 1 AND rel_id > 100000',
      ),
    ).toEqual({ macs: withProduct, n: withProduct });
    expect(
      count(emulator, 'SELECT COUNT(*) AS n FROM clients WHERE id < 10000').n,
    ).toBe(5);

    const details = await callOk(emulator, 'GetClientsDetails', {
      email: 'client15000@bulk.example.com',
    });
    expect(details.client.id).toBe(15000);
    expect(details.client.owner_user_id).toBe(25000);
    const login = await callOk(emulator, 'ValidateLogin', {
      email: 'client10001@bulk.example.com',
      password2: 'bulk-password-1',
    });
    expect(login.userid).toBe('20001');
    const products = await callOk(emulator, 'GetClientsProducts', {
      clientid: 15000,
    });
    expect(Number(products.totalresults)).toBeGreaterThanOrEqual(1);
    expect(
      products.products.product[0].customfields.customfield[0].value,
    ).toMatch(/^02:00:00:[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}$/);
    await emulator.close();
  });

  it('is deterministic', async () => {
    const [a, b] = await Promise.all([
      buildEmulator({ bulkClients: 50, seed: 'none', seedDate: PINNED_DAY }),
      buildEmulator({ bulkClients: 50, seed: 'none', seedDate: PINNED_DAY }),
    ]);
    for (const fields of [
      { action: 'GetClientsProducts', clientid: 10025 },
      { action: 'GetInvoices', userid: 10030 },
      { action: 'GetTickets' },
    ]) {
      expect((await callApi(a, fields)).raw).toBe(
        (await callApi(b, fields)).raw,
      );
    }
    await Promise.all([a.close(), b.close()]);
  });

  it('dates its records as days from the seed day', async () => {
    const days = [PINNED_DAY, addDays(PINNED_DAY, 200)];
    const seeds = await Promise.all(
      days.map((seedDate) =>
        buildEmulator({ bulkClients: 50, seed: 'none', seedDate }),
      ),
    );
    const datesOf = (
      emulator: Awaited<ReturnType<typeof buildEmulator>>,
    ): number[] =>
      (
        emulator.db
          .prepare(
            `SELECT created_at AS date FROM clients
             UNION ALL SELECT regdate FROM services
             UNION ALL SELECT date FROM invoices UNION ALL SELECT duedate FROM invoices
             UNION ALL SELECT date FROM tickets`,
          )
          .all() as { date: string }[]
      ).map((row) => daysBetween(emulator.seedDate, row.date));
    const [early, late] = seeds.map(datesOf);
    expect(early?.length).toBeGreaterThan(150);
    expect(late).toEqual(early);
    await Promise.all(seeds.map((emulator) => emulator.close()));
  });
});
