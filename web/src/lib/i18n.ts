import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES } from '@members/contract';
import type { Locale } from '@members/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { writeCookie } from './cookies';

/** The cookie that remembers the chosen language (spec 3), kept 365 days. */
export const LOCALE_COOKIE = 'browserLang';

type Catalog = Record<string, unknown>;

// English is bundled (it is the fallback); the other six load when chosen.
const english = import.meta.glob<Catalog>('../locales/en-en/*.json', {
  eager: true,
  import: 'default',
});
const others = import.meta.glob<Catalog>(
  ['../locales/*/*.json', '!../locales/en-en/*.json'],
  { import: 'default' },
);

function areaOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

function englishCatalog(): Catalog {
  return Object.fromEntries(
    Object.entries(english).map(([path, catalog]) => [areaOf(path), catalog]),
  );
}

async function loadCatalog(locale: Locale): Promise<Catalog> {
  if (locale === DEFAULT_LOCALE) {
    return englishCatalog();
  }
  const entries = Object.entries(others).filter(([path]) =>
    path.includes(`/locales/${locale}/`),
  );
  const areas = await Promise.all(
    entries.map(async ([path, load]) => [areaOf(path), await load()] as const),
  );
  return Object.fromEntries(areas);
}

/** Whether a string is one of the seven locales. */
export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** Loads a locale's catalog (once) and makes it the current language. */
export async function setLocale(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await loadCatalog(locale));
  }
  await i18next.changeLanguage(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
  writeCookie(LOCALE_COOKIE, locale, 365);
}

/** Starts i18next with English loaded, then switches to `locale`. */
export async function initI18n(locale: Locale): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      lowerCaseLng: true,
      resources: { [DEFAULT_LOCALE]: { translation: englishCatalog() } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await setLocale(locale);
  return i18next;
}

/** The current locale. */
export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}
