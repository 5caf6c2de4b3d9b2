import type { Clock } from './clock.js';

/**
 * WHMCS's dates. WHMCS stores `YYYY-MM-DD` and `YYYY-MM-DD HH:MM:SS` in its
 * server's time zone; dates are calendar days here, counted without turning
 * them into instants, and "now" becomes a date only through {@link dateTimeAt}
 * in an explicit zone, never through the machine's local time.
 */

/** WHMCS's time zone when none is set. */
export const DEFAULT_TIME_ZONE = 'UTC';

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Formatters per time zone: making one is slow, reading one is not. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows an IANA time zone of this name (`UTC`, `Europe/Berlin`). */
export function isTimeZone(value: string): boolean {
  if (value.trim() === '') {
    return false;
  }
  try {
    formatOf(value);
    return true;
  } catch {
    return false;
  }
}

/** An instant (milliseconds since the epoch) as a WHMCS date-time in a time zone. */
export function dateTimeAt(instantMs: number, timeZone: string): string {
  if (timeZone === 'UTC') {
    return new Date(instantMs).toISOString().slice(0, 19).replace('T', ' ');
  }
  const parts = formatOf(timeZone).formatToParts(instantMs);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((candidate) => candidate.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The day number of a date (days since 1970-01-01); NaN when it is not one. */
function dayNumber(date: string): number {
  return Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;
}

/** Whether a text is a real calendar date `YYYY-MM-DD` (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  return (
    DATE_PATTERN.test(value) &&
    !Number.isNaN(dayNumber(value)) &&
    addDays(value, 0) === value
  );
}

/** The date `days` days after `date` (`YYYY-MM-DD`; before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (dates; a date-time counts by its date). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** `date` (`YYYY-MM-DD`) plus whole months, clamped to the month's end as WHMCS does. */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** WHMCS's server clock: the emulator's clock read as WHMCS dates in WHMCS's time zone. */
export interface ServerClock {
  /** Milliseconds since the epoch. */
  now: Clock;
  /** The IANA time zone WHMCS dates in. */
  timeZone: string;
  /** Today, `YYYY-MM-DD`: the billing day. */
  today(): string;
  /** Now, `YYYY-MM-DD HH:MM:SS`. */
  nowDateTime(): string;
}

/** The {@link ServerClock} of a clock in a time zone. */
export function createServerClock(now: Clock, timeZone: string): ServerClock {
  const nowDateTime = (): string => dateTimeAt(now(), timeZone);
  return {
    now,
    timeZone,
    today: () => nowDateTime().slice(0, 10),
    nowDateTime,
  };
}
