import {
  BASE_PATH,
  COLOR_SCHEMES,
  DEFAULT_LOCALE,
  isPagePath,
  localeSchema,
  splitLocale,
} from '@members/contract';
import type { ColorSchemeChoice, Locale } from '@members/contract';

/** A path under /dashboard split into its locale prefix and the route behind it. */
export function routeOf(pathname: string): {
  prefix: Locale | null;
  route: string;
} {
  const { locale, path } = splitLocale(pathname.slice(BASE_PATH.length) || '/');
  const prefix = locale === DEFAULT_LOCALE ? null : locale;
  let route = path;
  if (route.length > 1 && route.endsWith('/')) {
    route = route.slice(0, -1);
  }
  return { prefix, route };
}

/** Whether a path under /dashboard is one of the app's routes, with or without a locale prefix. */
export function isClientRoute(pathname: string): boolean {
  return isPagePath(routeOf(pathname).route);
}

/** The locale a page is shown in: its URL prefix, else the remembered choice. */
export function localeOf(pathname: string, cookie: string | undefined): Locale {
  const { prefix } = routeOf(pathname);
  if (prefix) {
    return prefix;
  }
  const remembered = localeSchema.safeParse(cookie);
  return remembered.success ? remembered.data : DEFAULT_LOCALE;
}

/** The remembered colour scheme; `auto` (the system decides) without a valid cookie. */
export function colorSchemeOf(cookie: string | undefined): ColorSchemeChoice {
  return COLOR_SCHEMES.find((scheme) => scheme === cookie) ?? 'auto';
}
