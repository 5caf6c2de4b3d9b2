import {
  BASE_PATH,
  DEFAULT_LOCALE,
  localePrefix,
  PAGES,
  PREFIXED_LOCALES,
} from '@members/contract';
import type { Locale, PagePath } from '@members/contract';
import { BrowserRouter, Outlet, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

import {
  NotFoundView,
  RouteErrorBoundary,
} from '@/components/errors/error-view';
import {
  RequireAuth,
  RequireAuthOrGoTo,
  RequireFlag,
  SignInRoute,
} from '@/features/auth/components/guards';

import { AppLayout } from './layout/app-layout';
import { lazyScreen } from './route-loading';
import { Component as Dashboard } from './routes/dashboard';
import { LocaleRoot } from './routes/root';

// The dashboard (home, where signing in lands) comes with the app: its
// first view is one file less to wait for. Every other screen's code loads
// when it is first shown.
const ResellerSuccess = lazyScreen(() => import('./routes/reseller-success'));
const Invoice = lazyScreen(() => import('./routes/invoice'));
const Subscription = lazyScreen(() => import('./routes/subscription'));
const Ticket = lazyScreen(() => import('./routes/ticket'));
const OpenTicket = lazyScreen(() => import('./routes/open-ticket'));
const Withdrawal = lazyScreen(() => import('./routes/withdrawal'));
const Devices = lazyScreen(() => import('./routes/devices'));
const Affiliate = lazyScreen(() => import('./routes/affiliate'));
const Resellers = lazyScreen(() => import('./routes/resellers'));

/** A page's route path relative to its locale tree (`/invoice` → `invoice`). */
function child(page: PagePath): string {
  return page.slice(1);
}

function localeTree(locale: Locale): RouteObject {
  return {
    path: localePrefix(locale) || '/',
    element: (
      <RouteErrorBoundary>
        <LocaleRoot locale={locale} />
      </RouteErrorBoundary>
    ),
    children: [
      { path: child(PAGES.login), element: <SignInRoute /> },
      {
        // Product rules, Access: without a session it goes to /resellers, not to sign-in.
        element: (
          <RouteErrorBoundary>
            <RequireAuthOrGoTo path={PAGES.resellers}>
              <AppLayout />
            </RequireAuthOrGoTo>
          </RouteErrorBoundary>
        ),
        children: [
          {
            path: child(PAGES.resellerSuccess),
            element: <ResellerSuccess />,
          },
        ],
      },
      {
        element: (
          <RouteErrorBoundary>
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <Dashboard /> },
          {
            path: child(PAGES.invoice),
            element: <Invoice />,
          },
          {
            path: child(PAGES.subscription),
            element: <Subscription />,
          },
          { path: child(PAGES.ticket), element: <Ticket /> },
          {
            path: child(PAGES.openTicket),
            element: <OpenTicket />,
          },
          {
            path: child(PAGES.withdrawal),
            element: <Withdrawal />,
          },
          {
            path: child(PAGES.devices),
            element: <Devices />,
          },
          {
            path: child(PAGES.affiliate),
            element: (
              <RequireFlag flag="affiliate">
                <Outlet />
              </RequireFlag>
            ),
            children: [{ index: true, element: <Affiliate /> }],
          },
          {
            path: child(PAGES.resellers),
            element: (
              <RequireFlag flag="reseller">
                <Outlet />
              </RequireFlag>
            ),
            children: [{ index: true, element: <Resellers /> }],
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

/** The page for the router's current URL. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The app under /dashboard, in the browser's address bar and history. */
export function AppRouter() {
  return (
    <BrowserRouter basename={BASE_PATH}>
      <AppRoutes />
    </BrowserRouter>
  );
}
