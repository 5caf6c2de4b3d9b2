import {
  BASE_PATH,
  DEFAULT_LOCALE,
  localePrefix,
  PAGES,
  PREFIXED_LOCALES,
} from '@members/contract';
import type { Locale, PagePath } from '@members/contract';
import { createBrowserRouter, Outlet } from 'react-router';
import type { RouteObject } from 'react-router';

import { NotFoundView, RouteError } from '@/components/errors/error-view';
import {
  RequireAuth,
  RequireAuthOrGoTo,
  RequireFlag,
  SignInRoute,
} from '@/features/auth/components/guards';

import { AppLayout } from './layout/app-layout';
import { LocaleRoot } from './routes/root';

/** A page's route path relative to its locale tree (`/invoice` → `invoice`). */
function child(page: PagePath): string {
  return page.slice(1);
}

function localeTree(locale: Locale): RouteObject {
  return {
    path: localePrefix(locale) || '/',
    element: <LocaleRoot locale={locale} />,
    errorElement: <RouteError />,
    children: [
      { path: child(PAGES.login), element: <SignInRoute /> },
      {
        // Product rules, Access: without a session it goes to /resellers, not to sign-in.
        element: (
          <RequireAuthOrGoTo path={PAGES.resellers}>
            <AppLayout />
          </RequireAuthOrGoTo>
        ),
        errorElement: <RouteError />,
        children: [
          {
            path: child(PAGES.resellerSuccess),
            lazy: () => import('./routes/reseller-success'),
          },
        ],
      },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/dashboard') },
          {
            path: child(PAGES.invoice),
            lazy: () => import('./routes/invoice'),
          },
          {
            path: child(PAGES.subscription),
            lazy: () => import('./routes/subscription'),
          },
          { path: child(PAGES.ticket), lazy: () => import('./routes/ticket') },
          {
            path: child(PAGES.openTicket),
            lazy: () => import('./routes/open-ticket'),
          },
          {
            path: child(PAGES.withdrawal),
            lazy: () => import('./routes/withdrawal'),
          },
          {
            path: child(PAGES.devices),
            lazy: () => import('./routes/devices'),
          },
          {
            path: child(PAGES.affiliate),
            element: (
              <RequireFlag flag="affiliate">
                <Outlet />
              </RequireFlag>
            ),
            children: [
              { index: true, lazy: () => import('./routes/affiliate') },
            ],
          },
          {
            path: child(PAGES.resellers),
            element: (
              <RequireFlag flag="reseller">
                <Outlet />
              </RequireFlag>
            ),
            children: [
              { index: true, lazy: () => import('./routes/resellers') },
            ],
          },
          { path: '*', element: <NotFoundView /> },
        ],
      },
    ],
  };
}

/** The route trees: one per locale prefix, the default locale without one. */
export const routes: RouteObject[] = [
  ...PREFIXED_LOCALES.map(localeTree),
  localeTree(DEFAULT_LOCALE),
];

/** Creates the app's router under /dashboard. */
export function createRouter() {
  return createBrowserRouter(routes, { basename: BASE_PATH });
}
