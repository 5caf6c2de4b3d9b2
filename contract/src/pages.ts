/**
 * The pages of the web app and how their addresses are made: the base path,
 * the page routes, the locale prefixes and the cookie names. The web router,
 * the sign-in page, the server's page fallback, entry links and mails all
 * read them from here. No zod: the sign-in page's bundle imports this file.
 */
import type { AuthUser } from './auth.js';
import type { EnvResponse } from './env.js';
import { DEFAULT_LOCALE, LOCALES } from './locales.js';
import type { Locale } from './locales.js';

/** The base path the web app is served under. */
export const BASE_PATH = '/dashboard';

/** The route paths of the app's pages, without locale prefix or base path. */
export const PAGES = {
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
  security: '/security',
  withdraw: '/withdraw',
  privacy: '/privacy',
  cancel: '/cancel',
  changePlan: '/changePlan',
  order: '/order',
  profile: '/profile',
  payment: '/payment',
  emails: '/emails',
  status: '/status',
  addConnection: '/addConnection',
} as const;

/**
 * The security page's query when a sign-in offers to set up a second factor
 * (WHMCS asks the account for its own, which cannot be checked here).
 */
export const SUGGEST_SECOND_FACTOR = 'suggest=second-factor';

/** The route path of one of the app's pages. */
export type PagePath = (typeof PAGES)[keyof typeof PAGES];

/** Every page route of the app. */
export const PAGE_PATHS: readonly PagePath[] = Object.values(PAGES);

/** Whether a route path (no prefix, no base, no query) is one of the app's pages. */
export function isPagePath(path: string): path is PagePath {
  return (PAGE_PATHS as readonly string[]).includes(path);
}

/** Locales that appear as a URL prefix: all but the default, which has none. */
export const PREFIXED_LOCALES: readonly Locale[] = LOCALES.filter(
  (locale) => locale !== DEFAULT_LOCALE,
);

function isPrefixedLocale(value: string): value is Locale {
  return (PREFIXED_LOCALES as readonly string[]).includes(value);
}

/** The URL prefix of a locale: `''` for the default, else `/de-de` and so on. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * Splits a path under the base (`/de-de/invoice?invoiceid=1`) into its
 * locale and the path behind the prefix (`/invoice?invoiceid=1`). Without a
 * known prefix the locale is the default and the path stays as it is.
 */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const tail = cut < 0 ? '' : path.slice(cut);
  const [, first = '', ...rest] = pathname.split('/');
  if (isPrefixedLocale(first)) {
    return { locale: first, path: `/${rest.join('/')}${tail}` };
  }
  return { locale: DEFAULT_LOCALE, path: path || '/' };
}

/** Puts a locale prefix in front of an app path (`/invoice` → `/de-de/invoice`). */
export function withLocale(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) {
    return path;
  }
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The cookies of the app, by what they hold. */
export const COOKIES = {
  /** The chosen language (a locale), kept 365 days. */
  locale: 'browserLang',
  /** The web app's remembered state (the e-mail, the path to return to). */
  state: 'membersArea',
  /** The chosen colour scheme: `light`, `dark` or `auto`. */
  colorScheme: 'colorScheme',
  /** The session on plain-http local demos. */
  session: 'sid',
  /** The session over HTTPS (the `__Host-` prefix needs Secure). */
  secureSession: '__Host-sid',
} as const;

/** The colour schemes the `colorScheme` cookie holds; `auto` follows the system. */
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;

/** One of the colour scheme choices. */
export type ColorSchemeChoice = (typeof COLOR_SCHEMES)[number];

/**
 * The page title in every language: the provider's name followed by
 * "CUSTOMER DASHBOARD" (fixed, never translated: product rules, Limits).
 */
export function pageTitle(providerName: string): string {
  return `${providerName} CUSTOMER DASHBOARD`.trim();
}

/**
 * The id of the sign-in page's JSON script with the provider's footer
 * links (`FooterLinks`): that page has no shell data and asks no API first.
 */
export const FOOTER_LINKS_ID = 'footer-links';

/**
 * The names of the sign-in page's `<meta>` elements with the addresses of
 * the provider's logos (for the light and the dark scheme), written by the
 * server like the provider's name (`application-name`): none, the built-in
 * mark.
 */
export const BRAND_LOGO_META = {
  light: 'brand-logo',
  dark: 'brand-logo-dark',
} as const;

/** The provider's legal pages and support contact, as the footers show them. */
export interface FooterLinks {
  legal: {
    imprint: string | null;
    privacy: string | null;
    terms: string | null;
  };
  support: {
    email: string | null;
    phone: string | null;
    whatsapp: string | null;
    telegram: string | null;
  };
}

/** Every request of the app gives up after this long (product rules: Limits). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The window property that holds the `allData` request a signed-in
 * customer's app shell sends while the app's code loads (the server writes
 * that script into the shell); the app takes its answer from there.
 */
export const EARLY_ALL_DATA_KEY = 'membersAllData';

/** The id of the app shell's JSON script with what the app knows before its first request. */
export const SHELL_DATA_ID = 'shell-data';

/**
 * What the server writes into the app shell, so that the first view does
 * not wait for `env` and `me` round trips.
 */
export interface ShellData {
  /** The `env` answer, as that endpoint would give it. */
  env: EnvResponse;
  /**
   * The signed-in customer (as `me` gives it), `null` without a session;
   * left out when the server could not tell (the app then asks `me`).
   */
  user?: AuthUser | null;
}
