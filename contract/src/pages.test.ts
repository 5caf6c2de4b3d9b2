import { describe, expect, it } from 'vitest';

import { DEFAULT_LOCALE, LOCALES } from './locales.js';
import {
  BASE_PATH,
  COOKIES,
  isPagePath,
  localePrefix,
  PAGE_PATHS,
  PAGES,
  PREFIXED_LOCALES,
  splitLocale,
  withLocale,
} from './pages.js';

describe('pages', () => {
  it('serves under /dashboard with every page route', () => {
    expect(BASE_PATH).toBe('/dashboard');
    expect(PAGE_PATHS).toEqual([
      '/',
      '/login',
      '/invoice',
      '/openTicket',
      '/subscription',
      '/ticket',
      '/withdrawal',
      '/affiliate',
      '/resellers',
      '/reseller-success',
      '/devices',
      '/security',
      '/withdraw',
      '/privacy',
      '/cancel',
      '/changePlan',
      '/order',
      '/profile',
      '/payment',
      '/emails',
      '/status',
      '/addConnection',
    ]);
    expect(isPagePath(PAGES.resellerSuccess)).toBe(true);
    expect(isPagePath('/no-such-page')).toBe(false);
  });

  it('prefixes every locale but English', () => {
    expect(PREFIXED_LOCALES).toEqual(
      LOCALES.filter((locale) => locale !== 'en-en'),
    );
    expect(localePrefix(DEFAULT_LOCALE)).toBe('');
    expect(localePrefix('de-de')).toBe('/de-de');
    expect(withLocale('en-en', '/invoice')).toBe('/invoice');
    expect(withLocale('de-de', '/invoice')).toBe('/de-de/invoice');
    expect(withLocale('de-de', '/')).toBe('/de-de');
  });

  it.each(LOCALES)('round-trips every page in %s', (locale) => {
    for (const path of PAGE_PATHS) {
      const prefixed = withLocale(locale, path);
      expect(prefixed.startsWith(localePrefix(locale))).toBe(true);
      expect(splitLocale(prefixed)).toEqual({ locale, path });
    }
  });

  it.each(LOCALES)('keeps the query and the hash in %s', (locale) => {
    for (const path of [
      '/invoice?invoiceid=1001',
      '/withdrawal#requests',
      '/ticket?ticketid=11#reply',
      '/?sso=abc',
      '/#invoices',
    ]) {
      expect(splitLocale(withLocale(locale, path))).toEqual({ locale, path });
    }
  });

  it('reads the prefix of a bare locale path', () => {
    expect(splitLocale('/de-de')).toEqual({ locale: 'de-de', path: '/' });
    expect(splitLocale('/de-de/')).toEqual({ locale: 'de-de', path: '/' });
    expect(splitLocale('/fr-fr?x=1')).toEqual({
      locale: 'fr-fr',
      path: '/?x=1',
    });
    expect(splitLocale('')).toEqual({ locale: DEFAULT_LOCALE, path: '/' });
  });

  it('leaves unknown prefixes and the unprefixed default alone', () => {
    for (const path of [
      '/xx-xx/invoice',
      '/en-en/invoice',
      '/de-DE/invoice',
      '/de-de-x/invoice',
      '/invoice/de-de',
      '/no-such-page',
    ]) {
      expect(splitLocale(path)).toEqual({ locale: DEFAULT_LOCALE, path });
    }
  });

  it('names the cookies', () => {
    expect(COOKIES).toEqual({
      locale: 'browserLang',
      state: 'membersArea',
      colorScheme: 'colorScheme',
      session: 'sid',
      secureSession: '__Host-sid',
    });
  });
});
