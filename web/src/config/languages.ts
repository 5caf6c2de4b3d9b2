import { LOCALE_TAGS } from '@members/contract';
import type { Locale } from '@members/contract';

/** The order of the language list: English first, then as the product lists them. */
export const LANGUAGE_ORDER: readonly Locale[] = [
  'en-en',
  'pt-pt',
  'es-es',
  'de-de',
  'fr-fr',
  'se-se',
  'tr-tr',
];

/**
 * The language a menu item's name is written in, for its `lang`: the
 * language subtag of the locale's BCP 47 tag, so Svenska (`se-se`) is `sv`
 * (the tag `se` would mean Northern Sami).
 */
export function languageOf(locale: Locale): string {
  return LOCALE_TAGS[locale].split('-')[0] ?? LOCALE_TAGS[locale];
}
