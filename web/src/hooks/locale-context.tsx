import type { Locale } from '@members/contract';
import { DEFAULT_LOCALE, withLocale } from '@members/contract';
import { createContext, useCallback, useContext } from 'react';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Provides the locale of the current URL prefix. */
export const LocaleProvider = LocaleContext.Provider;

/** The locale of the current page. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A function that puts the current locale prefix in front of an app path. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => withLocale(locale, path), [locale]);
}
