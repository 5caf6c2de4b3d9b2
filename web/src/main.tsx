import { LOCALES } from '@members/contract';
import type { Locale } from '@members/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { BASENAME, splitLocale, withLocale } from './config/paths';
import { authStore } from './features/auth/auth-store';
import { call, onUnauthenticated } from './lib/api-client';
import { reloadForChunkError } from './lib/chunk-reload';
import { readCookie } from './lib/cookies';
import { initI18n, isLocale, LOCALE_COOKIE } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

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

async function start(): Promise<void> {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) {
      event.preventDefault();
    }
  });
  const routerPath = window.location.pathname.slice(BASENAME.length) || '/';
  const { locale: urlLocale, path } = splitLocale(routerPath);
  const remembered = readCookie(LOCALE_COOKIE);
  let locale = urlLocale;
  if (urlLocale === 'en-en' && path === routerPath) {
    const chosen = isLocale(remembered) ? remembered : preferredLocale();
    if (chosen && chosen !== 'en-en') {
      locale = chosen;
      window.history.replaceState(
        null,
        '',
        `${BASENAME}${withLocale(chosen, path)}${window.location.search}${window.location.hash}`,
      );
    }
  }
  const i18n = await initI18n(locale);
  // A session may exist that this browser's state does not know about yet,
  // e.g. right after a signed entry link: ask the server once.
  if (!authStore.getState().auth.loggedIn) {
    try {
      authStore.signedIn((await call('me')).user);
    } catch {
      // A guest: the login page follows.
    }
  }
  const queryClient = createQueryClient();
  onUnauthenticated(() => {
    if (authStore.getState().auth.loggedIn) {
      authStore.signedOut();
      queryClient.clear();
    }
  });
  const root = document.getElementById('root');
  if (!root) {
    throw new Error('no #root element');
  }
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={createRouter()} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
