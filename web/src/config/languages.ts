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
