import { DEFAULT_LOCALE, LOCALES } from '@members/contract';
import type { Locale } from '@members/contract';

/** The base path the app is served under. */
export const BASENAME = '/dashboard';

/** Locales that appear as a URL prefix (all but the default). */
export const PREFIXED_LOCALES = LOCALES.filter(
  (locale) => locale !== DEFAULT_LOCALE,
);

/** Route paths of the app, without locale prefix or base. */
export const ROUTES = {
  home: '/',
  login: '/login',
  invoice: '/invoice',
  openTicket: '/openTicket',
  subscription: '/subscription',
  ticket: '/ticket',
  withdrawal: '/withdrawal',
  affiliate: '/affiliate',
  resellers: '/resellers',
  resellerSuccess: '/reseller-success',
  devices: '/devices',
} as const;

/** Splits a router pathname into its locale and the path behind it. */
export function splitLocale(pathname: string): {
  locale: Locale;
  path: string;
} {
  const [, first = '', ...rest] = pathname.split('/');
  if ((PREFIXED_LOCALES as string[]).includes(first)) {
    return { locale: first as Locale, path: `/${rest.join('/')}` };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** Puts a locale prefix in front of an app path (`/invoice` → `/de-de/invoice`). */
export function withLocale(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) {
    return path;
  }
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Links to the app's pages, each with its query. */
export const paths = {
  home: () => ROUTES.home,
  login: () => ROUTES.login,
  invoice: (invoiceid: number) => `${ROUTES.invoice}?invoiceid=${invoiceid}`,
  subscription: (subscriptionid: number) =>
    `${ROUTES.subscription}?subscriptionid=${subscriptionid}`,
  ticket: (ticketid: number) => `${ROUTES.ticket}?ticketid=${ticketid}`,
  openTicket: () => ROUTES.openTicket,
  affiliate: () => ROUTES.affiliate,
  resellers: () => ROUTES.resellers,
  withdrawal: () => ROUTES.withdrawal,
  devices: () => ROUTES.devices,
};
