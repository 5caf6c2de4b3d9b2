import type { Locale } from '@members/contract';

/** The spec's order of the language list. */
export const LANGUAGE_ORDER: readonly Locale[] = [
  'en-en',
  'pt-pt',
  'es-es',
  'de-de',
  'fr-fr',
  'se-se',
  'tr-tr',
];
