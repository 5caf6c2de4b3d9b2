import { LOCALE_TAGS } from '@members/contract';
import type { Locale } from '@members/contract';

const KIB = 1024;
const MIB = 1024 * 1024;

/** A file size in kB or MB (1024-based, as the server counts), at least 0.1 kB. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] =
    bytes >= MIB ? [bytes / MIB, 'megabyte'] : [bytes / KIB, 'kilobyte'];
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(Math.max(value, 0.1));
}
