import { BASE_PATH, withLocale } from '@members/contract';
import type { Locale } from '@members/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { onTestFinished } from 'vitest';
import { Router } from 'wouter';

import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { LocaleProvider } from '@/hooks/locale-context';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { useLocation, useNavigate } from '@/lib/router';
import type { AppLocation } from '@/lib/router';
import { loadScreenTexts, SCREEN_AREAS } from '@/lib/screen-texts';
import { pageNavigation } from '@/utils/page-navigation';

/** Puts jsdom's address bar at `url` (the app reads the real location). */
function openAddress(url: string): void {
  window.history.replaceState(null, '', url);
}

/**
 * Renders a component with everything the app provides around it: Mantine,
 * the query client, i18n in `locale`, a router at `path`.
 */
export async function renderWithProviders(
  ui: ReactElement,
  options: { locale?: Locale; path?: string } = {},
) {
  const locale = options.locale ?? 'en-en';
  openAddress(`${BASE_PATH}${withLocale(locale, options.path ?? '/')}`);
  const i18n = await initI18n(locale);
  // A component shown on its own has the texts its screen would load.
  await loadScreenTexts(SCREEN_AREAS, locale);
  const queryClient = createQueryClient();
  const result = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <Router base={BASE_PATH}>
        <LocaleProvider value={locale}>{ui}</LocaleProvider>
      </Router>
    </AppProvider>,
  );
  return { ...result, queryClient, i18n };
}

/** Where a rendered app is, and a way to move it, as a test sees them. */
export interface TestRouter {
  /** The current location, with /dashboard in front as in the address bar. */
  state: { location: AppLocation };
  navigate: (to: string) => Promise<void>;
}

/** Keeps `router` up to date with the memory router it sits in. */
function RouterProbe({ router }: { router: TestRouter }) {
  const location = useLocation();
  const navigate = useNavigate();
  router.state.location = {
    ...location,
    pathname:
      location.pathname === '/'
        ? BASE_PATH
        : `${BASE_PATH}${location.pathname}`,
  };
  router.navigate = (to) => {
    navigate(to);
    return Promise.resolve();
  };
  return null;
}

/** Renders the whole app at a URL under /dashboard (guards, layouts, routes). */
export async function renderApp(
  url: string,
  options: { locale?: Locale } = {},
) {
  const i18n = await initI18n(options.locale ?? 'en-en');
  const queryClient = createQueryClient();
  openAddress(url);
  const router: TestRouter = {
    state: { location: { pathname: url, search: '', hash: '', key: 0 } },
    navigate: () => Promise.reject(new Error('the app is not rendered yet')),
  };
  const result = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <Router base={BASE_PATH}>
        <RouterProbe router={router} />
        <AppRoutes />
      </Router>
    </AppProvider>,
  );
  return { ...result, router, queryClient, i18n };
}

/**
 * Records the full page loads the app asks for (the sign-in page is a page
 * of its own) instead of leaving jsdom's page; restored after each test.
 */
export function watchPageLoads(): string[] {
  const loaded: string[] = [];
  const original = pageNavigation.load;
  pageNavigation.load = (url) => {
    loaded.push(url);
  };
  onTestFinished(() => {
    pageNavigation.load = original;
  });
  return loaded;
}
