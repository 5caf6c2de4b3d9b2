import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';

import {
  addDays,
  billingDay,
  calendarDateAt,
  daysBetween,
  isCalendarDate,
  isTimeZone,
  paidPeriodEnd,
} from './calendar.js';

const machineZone = process.env.TZ;

afterEach(() => {
  // Node reads TZ again when it changes: the tests below move the machine.
  if (machineZone === undefined) {
    delete process.env.TZ;
  } else {
    process.env.TZ = machineZone;
  }
});

describe('the billing day', () => {
  it('is the date in the billing time zone, not in the machine’s', () => {
    // 23:30 UTC on the 28th: the 29th in Berlin and Tokyo, the 28th in New York.
    const instant = Date.parse('2026-11-28T23:30:00Z');
    expect(billingDay(instant)).toBe('2026-11-28');
    expect(billingDay(instant, 'UTC')).toBe('2026-11-28');
    expect(billingDay(instant, 'Europe/Berlin')).toBe('2026-11-29');
    expect(billingDay(instant, 'Asia/Tokyo')).toBe('2026-11-29');
    expect(billingDay(instant, 'America/New_York')).toBe('2026-11-28');
    for (const machine of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = machine;
      expect(billingDay(instant, 'UTC')).toBe('2026-11-28');
      expect(billingDay(instant, 'Europe/Berlin')).toBe('2026-11-29');
    }
  });

  it('turns at midnight in its zone, to the millisecond', () => {
    const midnightBerlin = Date.parse('2026-11-28T23:00:00Z');
    expect(billingDay(midnightBerlin - 1, 'Europe/Berlin')).toBe('2026-11-28');
    expect(billingDay(midnightBerlin, 'Europe/Berlin')).toBe('2026-11-29');
    const midnightUtc = Date.parse('2026-12-31T00:00:00Z');
    expect(billingDay(midnightUtc - 1)).toBe('2026-12-30');
    expect(billingDay(midnightUtc)).toBe('2026-12-31');
    // West of UTC the day turns later: 04:59 UTC is still yesterday in New York.
    expect(
      billingDay(Date.parse('2027-01-01T04:59:59Z'), 'America/New_York'),
    ).toBe('2026-12-31');
    expect(
      billingDay(Date.parse('2027-01-01T05:00:00Z'), 'America/New_York'),
    ).toBe('2027-01-01');
  });

  it('keeps the day through a change of summer time', () => {
    // Berlin goes back from +2 to +1 at 01:00 UTC on 2026-10-25.
    expect(
      billingDay(Date.parse('2026-10-24T21:59:00Z'), 'Europe/Berlin'),
    ).toBe('2026-10-24');
    expect(
      billingDay(Date.parse('2026-10-24T22:00:00Z'), 'Europe/Berlin'),
    ).toBe('2026-10-25');
    expect(
      billingDay(Date.parse('2026-10-25T22:59:00Z'), 'Europe/Berlin'),
    ).toBe('2026-10-25');
  });

  it('agrees with UTC’s calendar for every instant when the zone is UTC', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        (instant) =>
          calendarDateAt(instant, 'UTC') ===
            calendarDateAt(instant, 'Etc/UTC') &&
          calendarDateAt(instant) ===
            new Date(instant).toISOString().slice(0, 10),
      ),
    );
  });
});

describe('days between WHMCS dates', () => {
  it('counts whole calendar days, negative backwards, a date-time by its date', () => {
    expect(daysBetween('2026-11-28', '2026-12-02')).toBe(4);
    expect(daysBetween('2026-11-28', '2026-11-27')).toBe(-1);
    expect(daysBetween('2026-11-28', '2026-11-28 23:59:59')).toBe(0);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('never turns a date into an instant: the same count west and east of UTC', () => {
    for (const machine of [
      'America/Los_Angeles',
      'Pacific/Kiritimati',
      'Europe/Berlin',
    ]) {
      process.env.TZ = machine;
      // Across Berlin's and Los Angeles's change to winter time.
      expect(daysBetween('2026-10-20', '2026-11-03')).toBe(14);
      expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
      expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    }
  });

  it('adds days and counts them back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: -800, max: 800 }),
        (start, days) => {
          const from = addDays('1990-01-01', start);
          return (
            isCalendarDate(from) &&
            daysBetween(from, addDays(from, days)) === days
          );
        },
      ),
    );
  });
});

describe('the end of the paid period', () => {
  it('is the next due date, or today once it has passed or is not set', () => {
    expect(paidPeriodEnd('2027-01-15', '2026-11-28')).toBe('2027-01-15');
    expect(paidPeriodEnd('2026-11-20', '2026-11-28')).toBe('2026-11-28');
    expect(paidPeriodEnd('2026-11-28', '2026-11-28')).toBe('2026-11-28');
    expect(paidPeriodEnd(null, '2026-11-28')).toBe('2026-11-28');
  });
});

describe('checks', () => {
  it('knows real dates and real time zones', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-05')).toBe(false);
    expect(isCalendarDate('2026-11-28 10:00:00')).toBe(false);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
