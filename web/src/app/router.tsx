import { BASE_PATH, PAGES, splitLocale } from '@members/contract';
import type { Locale, PagePath } from '@members/contract';
import type { ComponentType } from 'react';
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
// when it is first shown, with the texts only that screen uses.
const ResellerSuccess = lazyScreen(
  () => import('./routes/reseller-success'),
  ['reseller'],
);
const Invoice = lazyScreen(() => import('./routes/invoice'));
const Subscription = lazyScreen(
  () => import('./routes/subscription'),
  ['subscriptions.details', 'lineStatus.card'],
);
const Ticket = lazyScreen(() => import('./routes/ticket'));
const OpenTicket = lazyScreen(
  () => import('./routes/open-ticket'),
  ['tickets.report'],
);
const Withdrawal = lazyScreen(
  () => import('./routes/withdrawal'),
  ['withdrawal'],
);
const Devices = lazyScreen(() => import('./routes/devices'), ['devices']);
const Security = lazyScreen(() => import('./routes/security'), ['security']);
const Privacy = lazyScreen(() => import('./routes/privacy'), ['privacy']);
const Payment = lazyScreen(() => import('./routes/payment'), ['payment']);
const Status = lazyScreen(() => import('./routes/status'), ['status']);
const Emails = lazyScreen(() => import('./routes/emails'), ['emails']);
const Profile = lazyScreen(() => import('./routes/profile'));
const Affiliate = lazyScreen(
  () => import('./routes/affiliate'),
  ['affiliate', 'withdrawal'],
);
const Resellers = lazyScreen(() => import('./routes/resellers'), ['reseller']);
const Cancel = lazyScreen(() => import('./routes/cancel'), ['cancel']);
const Withdraw = lazyScreen(() => import('./routes/withdraw'), ['withdraw']);
const ChangePlan = lazyScreen(() => import('./routes/change-plan'));
const Order = lazyScreen(() => import('./routes/order'));
const AddConnection = lazyScreen(
  () => import('./routes/add-connection'),
  ['connections'],
);

/** The signed-in screens by page path, and the flag a screen asks for. */
const SCREENS: {
  path: PagePath;
  Screen: ComponentType;
  flag?: 'affiliate' | 'reseller';
}[] = [
  { path: PAGES.home, Screen: Dashboard },
  { path: PAGES.invoice, Screen: Invoice },
  { path: PAGES.subscription, Screen: Subscription },
  { path: PAGES.ticket, Screen: Ticket },
  { path: PAGES.openTicket, Screen: OpenTicket },
  { path: PAGES.withdrawal, Screen: Withdrawal },
  { path: PAGES.devices, Screen: Devices },
  { path: PAGES.security, Screen: Security },
  { path: PAGES.privacy, Screen: Privacy },
  { path: PAGES.payment, Screen: Payment },
  { path: PAGES.status, Screen: Status },
  { path: PAGES.emails, Screen: Emails },
  { path: PAGES.profile, Screen: Profile },
  { path: PAGES.affiliate, Screen: Affiliate, flag: 'affiliate' },
  { path: PAGES.resellers, Screen: Resellers, flag: 'reseller' },
  { path: PAGES.changePlan, Screen: ChangePlan },
  { path: PAGES.addConnection, Screen: AddConnection },
  { path: PAGES.order, Screen: Order },
];

/** The signed-in screens, by page path (without the locale prefix). */
function SignedInScreens({ page }: { page: string }) {
  return (
    <Switch location={page}>
      {SCREENS.map(({ path, Screen, flag }) => (
        <Route key={path} path={path}>
          {flag ? (
            <RequireFlag flag={flag}>
              <Screen />
            </RequireFlag>
          ) : (
            <Screen />
          )}
        </Route>
      ))}
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
          <Route path={PAGES.cancel}>
            {/* Online cancellation (§ 312k BGB) works without signing in. */}
            <RouteErrorBoundary>
              <AppLayout>
                <Cancel />
              </AppLayout>
            </RouteErrorBoundary>
          </Route>
          <Route path={PAGES.withdraw}>
            {/* The withdrawal function (§ 356a BGB) works without signing in. */}
            <RouteErrorBoundary>
              <AppLayout>
                <Withdraw />
              </AppLayout>
            </RouteErrorBoundary>
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
