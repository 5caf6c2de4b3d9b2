import { LOCALE_TAGS } from '@members/contract';
import type { Locale } from '@members/contract';

// One formatter per locale, made on first use: a list draws many times.
const formats = new Map<Locale, Intl.DateTimeFormat>();

/** The time of day of a moment (ISO 8601) in the viewer's time zone, briefly; empty when unreadable. */
export function formatClockTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      timeStyle: 'short',
    });
    formats.set(locale, format);
  }
  return format.format(date);
}
