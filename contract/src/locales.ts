/** A locale of the app. */
export type Locale = (typeof LOCALES)[number];

/** The locales of the app: URL prefixes as published (product rules: Limits); `en-en` has no prefix. */
export const LOCALES = [
  'en-en',
  'de-de',
  'es-es',
  'fr-fr',
  'pt-pt',
  'se-se',
  'tr-tr',
] as const;

/** The locale used when nothing else is known. */
export const DEFAULT_LOCALE: Locale = 'en-en';

/** Names shown in the language switcher, each in its own language. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'en-en': 'English',
  'pt-pt': 'Português',
  'es-es': 'Español',
  'de-de': 'Deutsch',
  'fr-fr': 'Français',
  'se-se': 'Svenska',
  'tr-tr': 'Türkçe',
};

/**
 * BCP 47 tags for `<html lang>` and `Intl`; `se-se` is Swedish (`sv-SE`),
 * because the tag `se` would mean Northern Sami.
 */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = {
  'en-en': 'en',
  'de-de': 'de-DE',
  'es-es': 'es-ES',
  'fr-fr': 'fr-FR',
  'pt-pt': 'pt-PT',
  'se-se': 'sv-SE',
  'tr-tr': 'tr-TR',
};
