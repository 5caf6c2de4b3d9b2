import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES } from '@members/contract';
import type { Locale } from '@members/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { writeCookie } from '@/utils/cookies';
import { isLocale, LOCALE_COOKIE } from '@/utils/initial-locale';

import { loadCatalog } from './catalogs';

/** The locales whose catalog is in i18next. */
const loadedCatalogs = new Set<Locale>();
/** What else a language needs before it is switched to (screens' own texts). */
const localeLoaders: ((locale: Locale) => Promise<void>)[] = [];

/** Runs `loader` for each language from now on, before it becomes the current one. */
export function onLocaleLoad(loader: (locale: Locale) => Promise<void>): void {
  localeLoaders.push(loader);
}

/** Loads a locale's catalog (once) and makes it the current language. */
export async function setLocale(locale: Locale): Promise<void> {
  if (!loadedCatalogs.has(locale)) {
    i18next.addResourceBundle(
      locale,
      'translation',
      await loadCatalog(locale),
      true,
      true,
    );
    loadedCatalogs.add(locale);
  }
  await Promise.all(localeLoaders.map((loader) => loader(locale)));
  // Switching to the language already shown would still tell every
  // translated component to render again: the whole page, at once.
  if (i18next.language !== locale) {
    await i18next.changeLanguage(locale);
  }
  document.documentElement.lang = LOCALE_TAGS[locale];
  writeCookie(LOCALE_COOKIE, locale, 365);
}

/** The part of i18next's plural resolver that picks a language's rules. */
interface PluralRulesSource {
  getRule: (code: string, options?: object) => Intl.PluralRules | undefined;
}

/**
 * Count texts take the plural rules of the locale's language tag. i18next
 * asks Intl for the rules of the language code, and `se-se` is Northern
 * Sami there (one, two, other): Swedish texts found no form for 2 and
 * showed their key.
 */
function takePluralRulesOfTags(): void {
  const resolver = i18next.services.pluralResolver as PluralRulesSource;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) =>
    getRule(isLocale(code) ? LOCALE_TAGS[code] : code, options);
}

/**
 * `{{count, number}}` groups the digits as the locale's language tag does.
 * i18next's own number format hands the language code to Intl, where
 * `se-se` is Northern Sami, not Swedish.
 */
function takeNumberFormatOfTags(): void {
  i18next.services.formatter?.addCached(
    'number',
    (code: string | undefined, options: Intl.NumberFormatOptions) => {
      const format = new Intl.NumberFormat(
        code && isLocale(code) ? LOCALE_TAGS[code] : code,
        options,
      );
      return (value: number) => format.format(value);
    },
  );
}

/**
 * Starts i18next with only `locale` loaded: every catalog has every key (a
 * test checks), so no other language is fetched as a fallback.
 */
export async function initI18n(locale: Locale): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      lowerCaseLng: true,
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    takePluralRulesOfTags();
    takeNumberFormatOfTags();
  }
  await setLocale(locale);
  return i18next;
}

/** The current locale. */
export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}
