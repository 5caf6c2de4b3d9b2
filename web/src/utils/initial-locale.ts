import {
  BASE_PATH,
  COOKIES,
  DEFAULT_LOCALE,
  LOCALES,
  splitLocale,
  withLocale,
} from '@members/contract';
import type { Locale } from '@members/contract';

import { readCookie } from './cookies';

/** The cookie that remembers the chosen language (product rules: State), kept 365 days. */
export const LOCALE_COOKIE = COOKIES.locale;

/** Whether a string is one of the seven locales. */
export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * On a first visit without a prefix and without a remembered choice, the
 * browser's languages pick the locale.
 */
function preferredLocale(): Locale | null {
  for (const language of navigator.languages) {
    const code = language.toLowerCase().slice(0, 2);
    const match = LOCALES.find(
      (locale) =>
        locale.startsWith(code) || (code === 'sv' && locale === 'se-se'),
    );
    if (match) {
      return match;
    }
  }
  return null;
}

/**
 * The locale of this page load: the URL prefix; without one, the remembered
 * choice or the browser's languages, and the address gets that prefix.
 */
export function resolveInitialLocale(): Locale {
  const routerPath = window.location.pathname.slice(BASE_PATH.length) || '/';
  const { locale: urlLocale, path } = splitLocale(routerPath);
  if (urlLocale !== DEFAULT_LOCALE || path !== routerPath) {
    return urlLocale;
  }
  const remembered = readCookie(LOCALE_COOKIE);
  const chosen = isLocale(remembered) ? remembered : preferredLocale();
  if (!chosen || chosen === DEFAULT_LOCALE) {
    return DEFAULT_LOCALE;
  }
  window.history.replaceState(
    null,
    '',
    `${BASE_PATH}${withLocale(chosen, path)}${window.location.search}${window.location.hash}`,
  );
  return chosen;
}
