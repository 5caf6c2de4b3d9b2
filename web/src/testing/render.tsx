import { BASE_PATH, withLocale } from '@members/contract';
import type { Locale } from '@members/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { Location } from 'react-router';
import { onTestFinished } from 'vitest';

import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { initI18n } from '@/lib/i18n';
import { LocaleProvider } from '@/lib/locale-context';
import { pageNavigation } from '@/lib/page-navigation';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders a component with everything the app provides around it: Mantine,
 * the query client, i18n in `locale`, a router at `path`.
 */
export async function renderWithProviders(
  ui: ReactElement,
  options: { locale?: Locale; path?: string } = {},
) {
  const locale = options.locale ?? 'en-en';
  const i18n = await initI18n(locale);
  const queryClient = createQueryClient();
  const result = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <MemoryRouter initialEntries={[withLocale(locale, options.path ?? '/')]}>
        <LocaleProvider value={locale}>{ui}</LocaleProvider>
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...result, queryClient, i18n };
}

/** Where a rendered app is, and a way to move it, as a test sees them. */
export interface TestRouter {
  /** The current location, with /dashboard in front as in the address bar. */
  state: { location: Location };
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
  router.navigate = async (to) => {
    await navigate(to);
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
  const router: TestRouter = {
    state: {
      location: { pathname: url, search: '', hash: '', state: null, key: '' },
    },
    navigate: () => Promise.reject(new Error('the app is not rendered yet')),
  };
  const result = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <MemoryRouter initialEntries={[url]} basename={BASE_PATH}>
        <RouterProbe router={router} />
        <AppRoutes />
      </MemoryRouter>
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
