import { LOCALE_TAGS } from '@members/contract';
import type { Locale } from '@members/contract';

/** Seconds as a clock, `m:ss` (`90` → `1:30`). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/**
 * A wait in words in the locale's language (`42 seconds`, `3 minutes`),
 * so that catalogs need no plural forms.
 */
export function formatDuration(seconds: number, locale: Locale): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const isMinutes = whole >= 90;
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'unit',
    unit: isMinutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(isMinutes ? Math.ceil(whole / 60) : whole);
}
