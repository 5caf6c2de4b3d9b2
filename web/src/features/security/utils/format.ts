import { LOCALE_TAGS } from '@members/contract';
import type { Locale } from '@members/contract';

/** A time in the viewer's own time zone, in the locale's style. */
export function formatMoment(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** A day in the locale's style. */
export function formatDay(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
  }).format(date);
}
