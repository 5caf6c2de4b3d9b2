import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
  callApi,
  callOk,
  PINNED_DAY,
  type Fields,
  type Json,
} from '../../../test/helpers.js';
import { buildEmulator } from '../../app.js';
import { addDays, daysBetween } from '../../calendar.js';
import type { Clock } from '../../clock.js';
import { getMeta } from '../database.js';

/** A clock standing still at `time` on `date` (UTC). */
function clockAt(date: string, time = '12:00:00'): Clock {
  return () => Date.parse(`${date}T${time}Z`);
}

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December';

/**
 * A reply with every date written as its distance from the seed day (`2026-11-20`
 * and `20/11/2026` both become `day(-8)`), and month names in texts as `MONTH`.
 */
function relativeToSeedDay(reply: Json, seedDate: string): string {
  return JSON.stringify(reply)
    .replace(/(\d{4}-\d{2}-\d{2})(?!\d)/g, (date: string) =>
      date.startsWith('0000') ? date : `day(${daysBetween(seedDate, date)})`,
    )
    .replace(
      /(\d{2})\/(\d{2})\/(\d{4})/g,
      (_match, day: string, month: string, year: string) =>
        `day(${daysBetween(seedDate, `${year}-${month}-${day}`)})`,
    )
    .replace(new RegExp(`(\\d{1,2} )?(${MONTHS})`, 'g'), 'MONTH');
}

/** What the demo shows of client 1, plus the records shared by every client. */
const DEMO_CALLS: Fields[] = [
  { action: 'GetClientsDetails', clientid: 1, stats: 1 },
  { action: 'GetClientsProducts', clientid: 1 },
  { action: 'GetInvoices', userid: 1 },
  { action: 'GetInvoices', userid: 1, status: 'Overdue' },
  ...[1001, 1003, 1007, 1008].map((invoiceid) => ({
    action: 'GetInvoice',
    invoiceid,
  })),
  { action: 'GetTickets', clientid: 1 },
  ...[11, 12, 13].map((ticketid) => ({ action: 'GetTicket', ticketid })),
  { action: 'GetAffiliates' },
  { action: 'GetActivityLog' },
  { action: 'GetAnnouncements' },
  { action: 'GetPromotions' },
  { action: 'GetClientsProducts', clientid: 4 },
  { action: 'GetInvoices', userid: 4 },
  { action: 'GetTicket', ticketid: 41 },
];

describe('demo seed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'whmcs-emulator-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is deterministic: two seeds of the same day give identical replies', async () => {
    const first = await buildEmulator({ seedDate: PINNED_DAY });
    const second = await buildEmulator({ seedDate: PINNED_DAY });
    for (const fields of [
      { action: 'GetClientsProducts', clientid: 1 },
      { action: 'GetClientsDetails', clientid: 1, stats: 1 },
      { action: 'GetTicket', ticketid: 11 },
      { action: 'GetInvoices', userid: 1 },
      {
        action: 'ValidateLogin',
        email: 'demo@example.com',
        password2: 'demo-password-1',
      },
    ]) {
      const [a, b] = await Promise.all([
        callApi(first, fields),
        callApi(second, fields),
      ]);
      expect(a.raw).toBe(b.raw);
    }
    await Promise.all([first.close(), second.close()]);
  });

  it("seeds 'none' with the configuration but no customers", async () => {
    const emulator = await buildEmulator({ seed: 'none' });
    expect(
      (await callOk(emulator, 'GetCurrencies')).currencies.currency,
    ).toHaveLength(2);
    expect(
      (await callOk(emulator, 'GetProducts')).products.product,
    ).toHaveLength(4);
    expect(
      (await callApi(emulator, { action: 'GetClientsDetails', clientid: 1 }))
        .body.message,
    ).toBe('Client Not Found');
    const created = await callOk(emulator, 'AddClient', {
      email: 'first@example.com',
      password2: 'first-password-1',
      skipvalidation: 1,
    });
    expect(created.clientid).toBe('1');
    await emulator.close();
  });

  it('persists to a file and reuses a seeded file without reseeding', async () => {
    const dbPath = join(dir, 'persist.sqlite');
    const first = await buildEmulator({ dbPath });
    await callOk(first, 'UpdateClientProduct', {
      serviceid: 102,
      notes: 'kept across restarts',
    });
    await first.close();
    const second = await buildEmulator({ dbPath, bulkClients: 5 });
    const body = await callOk(second, 'GetClientsProducts', { serviceid: 102 });
    expect(body.products.product[0].notes).toBe('kept across restarts');
    expect(
      (await callApi(second, { action: 'GetClientsDetails', clientid: 10001 }))
        .body.message,
    ).toBe('Client Not Found');
    await second.close();
  });

  it('tells the same story on any seed day: every date as far from it, the same statuses', async () => {
    const days = [PINNED_DAY, addDays(PINNED_DAY, 200)];
    const [early, late] = await Promise.all(
      days.map((seedDate) =>
        buildEmulator({ seedDate, now: clockAt(seedDate) }),
      ),
    );
    if (!early || !late) {
      throw new Error('two emulators expected');
    }
    for (const fields of DEMO_CALLS) {
      const [a, b] = await Promise.all([
        callOk(early, String(fields['action']), fields),
        callOk(late, String(fields['action']), fields),
      ]);
      expect(
        relativeToSeedDay(b, late.seedDate),
        String(fields['action']),
      ).toBe(relativeToSeedDay(a, early.seedDate));
    }
    // The story itself, on the later seed day: invoice 1001 one day overdue,
    // line 106 running out in four days, the overdue invoices counted.
    const invoice = await callOk(late, 'GetInvoice', { invoiceid: 1001 });
    expect(invoice).toMatchObject({
      status: 'Unpaid',
      duedate: addDays(late.seedDate, -1),
    });
    const line = await callOk(late, 'GetClientsProducts', { serviceid: 106 });
    expect(line.products.product[0]).toMatchObject({
      status: 'Active',
      nextduedate: addDays(late.seedDate, 4),
    });
    const details = await callOk(late, 'GetClientsDetails', {
      clientid: 1,
      stats: 1,
    });
    expect(details.stats.numoverdueinvoices).toBe(2);
    await Promise.all([early.close(), late.close()]);
  });

  it('seeds on the billing day of its clock in its time zone, and keeps it in the file', async () => {
    const lateEvening = clockAt('2026-11-28', '23:30:00');
    const utc = await buildEmulator({ now: lateEvening });
    expect(utc.seedDate).toBe('2026-11-28');
    await utc.close();
    const berlin = await buildEmulator({
      now: lateEvening,
      timeZone: 'Europe/Berlin',
    });
    // 00:30 the next day in Berlin.
    expect(berlin.seedDate).toBe('2026-11-29');
    await berlin.close();

    const dbPath = join(dir, 'seed-day.sqlite');
    const seeded = await buildEmulator({ dbPath, seedDate: '2026-03-01' });
    expect(getMeta(seeded.db, 'seed_date')).toBe('2026-03-01');
    await seeded.close();
    const reused = await buildEmulator({ dbPath, seedDate: '2026-09-01' });
    expect(reused.seedDate).toBe('2026-03-01');
    const invoice = await callOk(reused, 'GetInvoice', { invoiceid: 1001 });
    expect(invoice.duedate).toBe('2026-02-28');
    await reused.close();
  });

  it('refuses a seed day that is not a date and an unknown time zone', async () => {
    const control = await buildEmulator({
      seedDate: '2028-02-29',
      timeZone: 'America/New_York',
    });
    expect(control.seedDate).toBe('2028-02-29');
    await control.close();
    await expect(buildEmulator({ seedDate: '2027-02-29' })).rejects.toThrow(
      'seedDate must be a date YYYY-MM-DD',
    );
    await expect(buildEmulator({ timeZone: 'Mars/Olympus' })).rejects.toThrow(
      'timeZone must be an IANA time zone',
    );
  });
});
