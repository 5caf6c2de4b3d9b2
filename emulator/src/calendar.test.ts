import { describe, expect, it } from 'vitest';

import {
  addDays,
  addMonths,
  createServerClock,
  dateTimeAt,
  daysBetween,
  isIsoDate,
  isTimeZone,
} from './calendar.js';

describe('the WHMCS calendar', () => {
  it('writes an instant as a date-time in the time zone, not the machine’s', () => {
    const instant = Date.parse('2026-11-28T23:30:05Z');
    expect(dateTimeAt(instant, 'UTC')).toBe('2026-11-28 23:30:05');
    expect(dateTimeAt(instant, 'Europe/Berlin')).toBe('2026-11-29 00:30:05');
    expect(dateTimeAt(instant, 'America/Los_Angeles')).toBe(
      '2026-11-28 15:30:05',
    );
    // Summer time, and midnight as 00, not 24.
    expect(
      dateTimeAt(Date.parse('2026-07-01T22:00:00Z'), 'Europe/Berlin'),
    ).toBe('2026-07-02 00:00:00');
  });

  it('reads today and now from its clock in its time zone', () => {
    const clock = createServerClock(
      () => Date.parse('2026-12-31T23:59:59Z'),
      'Asia/Tokyo',
    );
    expect(clock.today()).toBe('2027-01-01');
    expect(clock.nowDateTime()).toBe('2027-01-01 08:59:59');
    expect(clock.timeZone).toBe('Asia/Tokyo');
  });

  it('counts calendar days and months', () => {
    expect(addDays('2026-11-28', -1)).toBe('2026-11-27');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-28', '2027-01-15')).toBe(48);
    expect(daysBetween('2026-11-28 23:59:59', '2026-11-27')).toBe(-1);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('knows a real date and a real time zone', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2026-11-28 10:00:00')).toBe(false);
    expect(isIsoDate('0000-00-00')).toBe(false);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Berlin')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
