/// <reference lib="webworker" />
/**
 * The service worker (`/dashboard/sw.js`, scope `/dashboard/`): the app's
 * own built files from its cache, and a small offline page when a page
 * cannot be loaded for lack of network. It stores nothing else: no API
 * answer (a customer's data), no page (a signed-in page carries the
 * customer's data in its shell), nothing but GET. Each build makes a new
 * worker, which takes over at once and drops the caches of the one before.
 * It also shows the push reminders a device opted in to (push.ts).
 */
import {
  BASE_PATH,
  COOKIES,
  DEFAULT_LOCALE,
  LOCALES,
  splitLocale,
} from '@members/contract';
import type { Locale } from '@members/contract';
import { cacheNames, clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

import { listenForPush } from './push';

declare const self: ServiceWorkerGlobalScope;

/** The build this worker belongs to (vite.config.ts). */
declare const __BUILD_ID__: string;

/** The built files: hashed names that never change, so the cache is always right. */
const ASSETS_CACHE = `assets-${__BUILD_ID__}`;

const ASSETS_PATH = `${BASE_PATH}/assets/`;
const API_PATH = `${BASE_PATH}/api/`;

/** The offline page of a locale, as scripts/offline-pages.ts builds it. */
function offlinePagePath(locale: Locale): string {
  return `offline/${locale}.html`;
}

function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The first of the browser's languages the app speaks (Swedish is `se-se`). */
function browserLocale(languages: readonly string[]): Locale | null {
  for (const language of languages) {
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
 * The language of a page, as the app would pick it: the URL's locale
 * prefix, else the remembered choice (cookie), else the browser's languages.
 */
async function localeOf(url: URL): Promise<Locale> {
  const { locale } = splitLocale(url.pathname.slice(BASE_PATH.length) || '/');
  if (locale !== DEFAULT_LOCALE) {
    return locale;
  }
  // Not every browser gives a worker the cookies.
  const remembered = await self.cookieStore
    ?.get(COOKIES.locale)
    .then((cookie) => cookie?.value)
    .catch(() => undefined);
  if (isLocale(remembered)) {
    return remembered;
  }
  return browserLocale(self.navigator.languages) ?? DEFAULT_LOCALE;
}

/** A page that cannot be loaded for lack of network gets the offline page. */
const offlineFallback: WorkboxPlugin = {
  async handlerDidError({ request }) {
    const locale = await localeOf(new URL(request.url));
    return (
      (await matchPrecache(offlinePagePath(locale))) ??
      (await matchPrecache(offlinePagePath(DEFAULT_LOCALE))) ??
      Response.error()
    );
  },
};

self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();

// Only the caches of this build stay.
self.addEventListener('activate', (event) => {
  const kept = new Set([cacheNames.precache, ASSETS_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => !kept.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// Push reminders: shown in the customer's language, a click opens their page.
listenForPush(self);

// The offline pages, fetched when the worker is installed.
precacheAndRoute(self.__WB_MANIFEST);

// The built files, from the cache once fetched (only complete 200 answers).
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith(ASSETS_PATH) &&
    request.method === 'GET',
  new CacheFirst({ cacheName: ASSETS_CACHE }),
);

// Pages always come from the network, never from a cache; without network,
// the offline page.
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [offlineFallback] }), {
    allowlist: [new RegExp(`^${BASE_PATH}/`)],
    denylist: [new RegExp(`^${API_PATH}`)],
  }),
);
