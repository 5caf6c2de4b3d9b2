import { DEFAULT_LOCALE } from '@members/contract';
import type { Locale } from '@members/contract';
import { createBrowserRouter, Outlet } from 'react-router';
import type { RouteObject } from 'react-router';

import { NotFoundView, RouteError } from '../components/errors/error-view';
import { AppLayout } from '../components/layout/app-layout';
import { BASENAME, PREFIXED_LOCALES, ROUTES } from '../config/paths';
import {
  RequireAuth,
  RequireAuthOrGoTo,
  RequireFlag,
  SignInRoute,
} from '../features/auth/components/guards';

import { LocaleRoot } from './routes/root';

function localeTree(locale: Locale): RouteObject {
  const prefix = locale === DEFAULT_LOCALE ? '' : locale;
  return {
    path: `/${prefix}`,
    element: <LocaleRoot locale={locale} />,
    errorElement: <RouteError />,
    children: [
      { path: 'login', element: <SignInRoute /> },
      {
        // Spec 6: without a session it goes to /resellers, not to sign-in.
        element: (
          <RequireAuthOrGoTo path={ROUTES.resellers}>
            <AppLayout />
          </RequireAuthOrGoTo>
        ),
        errorElement: <RouteError />,
        children: [
          {
            path: 'reseller-success',
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
          { path: 'invoice', lazy: () => import('./routes/invoice') },
          { path: 'subscription', lazy: () => import('./routes/subscription') },
          { path: 'ticket', lazy: () => import('./routes/ticket') },
          { path: 'openTicket', lazy: () => import('./routes/open-ticket') },
          { path: 'withdrawal', lazy: () => import('./routes/withdrawal') },
          { path: 'devices', lazy: () => import('./routes/devices') },
          {
            path: 'affiliate',
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
            path: 'resellers',
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
  return createBrowserRouter(routes, { basename: BASENAME });
}
