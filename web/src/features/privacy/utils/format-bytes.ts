import { LOCALE_TAGS } from '@members/contract';
import type { Locale } from '@members/contract';

/** A size in the locale's words: 830 bytes, 12.4 kB, 3.1 MB. */
export function formatBytes(bytes: number, locale: Locale): string {
  const tag = LOCALE_TAGS[locale];
  if (bytes < 1000) {
    return new Intl.NumberFormat(tag, {
      style: 'unit',
      unit: 'byte',
      unitDisplay: 'long',
    }).format(bytes);
  }
  const isMega = bytes >= 1_000_000;
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: isMega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(isMega ? bytes / 1_000_000 : bytes / 1000);
}
