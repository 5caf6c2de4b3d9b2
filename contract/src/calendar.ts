/**
 * The billing calendar both sides count days with. WHMCS dates (`YYYY-MM-DD`:
 * due dates, next due dates, registration dates) are calendar days, not
 * instants: they are compared and counted here as days, and never turned into
 * an instant with `new Date('2026-12-02')`, which is midnight UTC and so the
 * day before for anyone west of UTC. "Today" is the billing day: the date in
 * the billing time zone (the setting `BILLING_TIMEZONE`, UTC unless set), the
 * day WHMCS's cron dates invoices and due dates in.
 */

/** The billing time zone when none is set. */
export const DEFAULT_BILLING_TIMEZONE = 'UTC';

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Formatters of the billing day per time zone: making one costs a phone milliseconds. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes a date as YYYY-MM-DD; the parts are read one by one anyway.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The day number of a calendar date (days since 1970-01-01); NaN when it is not one. */
function dayNumber(date: string): number {
  const match = DATE_PATTERN.exec(date.slice(0, 10));
  if (!match) {
    return Number.NaN;
  }
  const [, year, month, day] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(day)) / DAY_MS;
}

/** The calendar date of a day number. */
function dateOfDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a text is a real calendar date `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) {
    return false;
  }
  const days = dayNumber(value);
  return !Number.isNaN(days) && dateOfDayNumber(days) === value;
}

/** Whether the runtime knows a time zone by this IANA name (`Europe/Berlin`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (value.trim() === '') {
    return false;
  }
  try {
    dayFormatOf(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar date of an instant (milliseconds since the epoch) in a time
 * zone: the billing day when `timeZone` is the billing time zone.
 */
export function calendarDateAt(
  instantMs: number,
  timeZone: string = DEFAULT_BILLING_TIMEZONE,
): string {
  if (timeZone === 'UTC') {
    // The common case needs no Intl formatter (its first use is slow on a phone).
    return new Date(instantMs).toISOString().slice(0, 10);
  }
  const parts = dayFormatOf(timeZone).formatToParts(instantMs);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today in the billing calendar: the billing day of `nowMs`. */
export function billingDay(
  nowMs: number,
  timeZone: string = DEFAULT_BILLING_TIMEZONE,
): string {
  return calendarDateAt(nowMs, timeZone);
}

/**
 * Whole days from `from` to `to` (calendar dates; a WHMCS date-time counts
 * by its date), negative when `to` is earlier: from today to a due date, "in
 * N days"; from a due date to today, "N days overdue".
 */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** The calendar date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/**
 * The last day a subscription is paid for, as a cancellation can end it: its
 * next due date, or today when that has passed or is not set (an unpaid
 * order, a free line), since a contract cannot end in the past.
 */
export function paidPeriodEnd(
  nextDueDate: string | null,
  today: string,
): string {
  return nextDueDate !== null && nextDueDate > today ? nextDueDate : today;
}
