import { BASE_PATH, PAGES, splitLocale } from '@members/contract';
import type { Locale } from '@members/contract';
import { Route, Router, Switch } from 'wouter';

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
import { useLocation } from '@/lib/router';

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

/** The signed-in screens, by page path (without the locale prefix). */
function SignedInScreens({ page }: { page: string }) {
  return (
    <Switch location={page}>
      <Route path="/">
        <Dashboard />
      </Route>
      <Route path={PAGES.invoice}>
        <Invoice />
      </Route>
      <Route path={PAGES.subscription}>
        <Subscription />
      </Route>
      <Route path={PAGES.ticket}>
        <Ticket />
      </Route>
      <Route path={PAGES.openTicket}>
        <OpenTicket />
      </Route>
      <Route path={PAGES.withdrawal}>
        <Withdrawal />
      </Route>
      <Route path={PAGES.devices}>
        <Devices />
      </Route>
      <Route path={PAGES.affiliate}>
        <RequireFlag flag="affiliate">
          <Affiliate />
        </RequireFlag>
      </Route>
      <Route path={PAGES.resellers}>
        <RequireFlag flag="reseller">
          <Resellers />
        </RequireFlag>
      </Route>
      <Route>
        <NotFoundView />
      </Route>
    </Switch>
  );
}

/** One language's pages: `page` is the path behind the locale prefix. */
function LocalePages({ locale, page }: { locale: Locale; page: string }) {
  return (
    <RouteErrorBoundary>
      <LocaleRoot locale={locale}>
        <Switch location={page}>
          <Route path={PAGES.login}>
            <SignInRoute />
          </Route>
          <Route path={PAGES.resellerSuccess}>
            {/* Product rules, Access: without a session it goes to /resellers, not to sign-in. */}
            <RouteErrorBoundary>
              <RequireAuthOrGoTo path={PAGES.resellers}>
                <AppLayout>
                  <ResellerSuccess />
                </AppLayout>
              </RequireAuthOrGoTo>
            </RouteErrorBoundary>
          </Route>
          <Route>
            <RouteErrorBoundary>
              <RequireAuth>
                <AppLayout>
                  <SignedInScreens page={page} />
                </AppLayout>
              </RequireAuth>
            </RouteErrorBoundary>
          </Route>
        </Switch>
      </LocaleRoot>
    </RouteErrorBoundary>
  );
}

/**
 * The page for the current address: the locale prefix (`/de-de`, none for
 * the default language) picks the language, the rest the page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const { locale, path } = splitLocale(pathname);
  return <LocalePages key={locale} locale={locale} page={path} />;
}

/** The app under /dashboard, in the browser's address bar and history. */
export function AppRouter() {
  return (
    <Router base={BASE_PATH}>
      <AppRoutes />
    </Router>
  );
}
