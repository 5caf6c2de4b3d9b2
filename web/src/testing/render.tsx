import { BASE_PATH, withLocale } from '@members/contract';
import type { Locale } from '@members/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
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

/** Renders a router's pages with everything the app provides around them. */
export async function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  options: { locale?: Locale } = {},
) {
  const i18n = await initI18n(options.locale ?? 'en-en');
  const queryClient = createQueryClient();
  const result = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, i18n };
}

/** Renders the whole app at a URL under /dashboard (guards, layouts, routes). */
export function renderApp(url: string, options: { locale?: Locale } = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: [url],
    basename: BASE_PATH,
  });
  return renderRouter(router, options);
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
