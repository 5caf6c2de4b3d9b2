import type { Locale } from '@members/contract';

/** The WHMCS language name (`tblclients.language`) of each of our locales. */
export const WHMCS_LANGUAGES: Readonly<Record<Locale, string>> = {
  'en-en': 'english',
  'de-de': 'german',
  'es-es': 'spanish',
  'fr-fr': 'french',
  'pt-pt': 'portuguese-pt',
  'se-se': 'swedish',
  'tr-tr': 'turkish',
};

/** WHMCS language names we write in, with the Brazilian variant read as ours. */
const WHMCS_LANGUAGE_LOCALES: Readonly<Record<string, Locale>> = {
  ...Object.fromEntries(
    Object.entries(WHMCS_LANGUAGES).map(([locale, name]) => [name, locale]),
  ),
  'portuguese-br': 'pt-pt',
};

/**
 * Our locale for a client's WHMCS language, or null when WHMCS has none
 * ("" means the installation's default) or one we do not offer.
 */
export function localeOfWhmcsLanguage(language: string): Locale | null {
  return WHMCS_LANGUAGE_LOCALES[language.trim().toLowerCase()] ?? null;
}
