import { LOCALE_TAGS } from '@members/contract';
import type { Currency, Locale } from '@members/contract';

// Making an Intl formatter costs far more than using one (a long dashboard
// would make hundreds): one per kind, locale and set of options, reused.
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function reused<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => T,
): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

function dateFormat(
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return reused(
    `date|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(LOCALE_TAGS[locale], options),
  );
}

/** The locale's number format with `options` (it may throw, e.g. for an unknown currency). */
function numberFormat(
  locale: Locale,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return reused(
    `number|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(LOCALE_TAGS[locale], options),
  );
}

/**
 * Makes the locale's date and number formats now. A page's first Intl
 * formatter costs tens of milliseconds (the browser loads its locale
 * data); made while the first view waits for the network, it is not in
 * the middle of the first render.
 */
export function prepareFormats(locale: Locale): void {
  dateFormat(locale, DATE_OPTIONS);
  numberFormat(locale, AMOUNT_OPTIONS);
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeZone: 'UTC',
};
const AMOUNT_OPTIONS: Intl.NumberFormatOptions = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/** A calendar date (`YYYY-MM-DD`) in the locale's style, or an empty string. */
export function formatDate(value: string | null, locale: Locale): string {
  if (!value) {
    return '';
  }
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) {
    return value;
  }
  return dateFormat(locale, DATE_OPTIONS).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** A date and time (`YYYY-MM-DDTHH:MM:SS`, billing-system time) in the locale's style. */
export function formatDateTime(value: string | null, locale: Locale): string {
  if (!value) {
    return '';
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) {
    return value;
  }
  const [, y, mo, d, h, mi] = match.map(Number);
  return dateFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi)));
}

/** An amount (a decimal string) in its currency, in the locale's style. */
export function formatMoney(
  amount: string,
  currency: Currency,
  locale: Locale,
): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) {
    return `${currency.prefix}${amount}${currency.suffix}`;
  }
  if (/^[A-Z]{3}$/.test(currency.code)) {
    try {
      return numberFormat(locale, {
        style: 'currency',
        currency: currency.code,
      }).format(value);
    } catch {
      // Unknown to Intl: fall back to WHMCS's own prefix and suffix.
    }
  }
  return `${currency.prefix}${numberFormat(locale, AMOUNT_OPTIONS).format(value)}${currency.suffix}`;
}

/** A whole number in the locale's style. */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

/**
 * A moment (ISO 8601 with its offset) as date and time in the locale's
 * style, in the browser's time zone and naming it.
 */
export function formatInstant(value: string, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    return value;
  }
  return dateFormat(locale, { dateStyle: 'long', timeStyle: 'long' }).format(
    date,
  );
}

/** A moment (ISO 8601) as date and time in the viewer's time zone, briefly; empty when unreadable. */
export function formatMoment(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** The day of a moment (ISO 8601) in the viewer's time zone; empty when unreadable. */
export function formatDay(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return dateFormat(locale, { dateStyle: 'medium' }).format(date);
}
