import { dateTimeAt, isIsoDate } from './calendar.js';

/** WHMCS's "not set" date. */
export const ZERO_DATE = '0000-00-00';

/** WHMCS's "not set" date-time. */
export const ZERO_DATETIME = '0000-00-00 00:00:00';

/** Cents as WHMCS's two-decimal amount string (`1234` → `"12.34"`). */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** A decimal amount (`"12.3"`, `"-1"`) in cents; `undefined` when it is not a number. */
export function parseMoney(value: string | undefined): number | undefined {
  if (value === undefined) {
    return undefined;
  }
  const trimmed = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed) && !/^-?\.\d+$/.test(trimmed)) {
    return undefined;
  }
  return Math.round(Number(trimmed) * 100);
}

/** `YYYY-MM-DD[ …]` as the installation's display format `DD/MM/YYYY`. */
export function toDisplayDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}

/**
 * Parses the date-time inputs WHMCS accepts (`YYYY-MM-DD HH:mm:ss`, ISO 8601, a bare
 * date) into a WHMCS date-time; `undefined` when unparseable. An instant with its own
 * offset (`2026-11-20T10:05:00Z`) is read in WHMCS's `timeZone`.
 */
export function parseDateTimeInput(
  value: string,
  timeZone: string,
): string | undefined {
  const trimmed = value.trim();
  const plain =
    /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(trimmed);
  if (plain) {
    const [, date = '', hh = '00', mm = '00', ss = '00'] = plain;
    return isIsoDate(date) ? `${date} ${hh}:${mm}:${ss}` : undefined;
  }
  const parsed = new Date(trimmed);
  return Number.isNaN(parsed.getTime())
    ? undefined
    : dateTimeAt(parsed.getTime(), timeZone);
}
