import { BASE_PATH, PAGES, splitLocale, withLocale } from '@members/contract';
import type { AuthUser } from '@members/contract';
import { useEffect } from 'react';
import type { ReactNode } from 'react';

import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { Redirect, useLocation } from '@/lib/router';
import { authStore } from '@/stores/auth-store';
import { useSession } from '@/stores/session';
import { pageNavigation } from '@/utils/page-navigation';

/** Loads the sign-in page (a page of its own) with `search` kept. */
function LeaveForSignIn({ search }: { search: string }) {
  const locale = useLocale();
  useEffect(() => {
    pageNavigation.load(
      `${BASE_PATH}${withLocale(locale, PAGES.login)}${search}`,
    );
  }, [locale, search]);
  return null;
}

/** A path remembered for after sign-in is stale once the customer is signed in. */
function forgetRememberedPath(): void {
  if (authStore.getState().redirectPath !== null) {
    authStore.rememberPath(null);
  }
}

/**
 * Lets signed-in customers through. A guest goes to the sign-in page with
 * the query kept, and the requested path is remembered for after sign-in.
 * Inside, no remembered path outlives the sign-in it was meant for (the
 * server sends a signed-in visit of /login home, past the sign-in page).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isLoggedIn = useSession() !== null;
  const location = useLocation();
  if (!isLoggedIn) {
    const { path } = splitLocale(location.pathname);
    authStore.rememberPath(`${path}${location.search}${location.hash}`);
    return <LeaveForSignIn search={location.search} />;
  }
  forgetRememberedPath();
  return children;
}

/**
 * Lets signed-in customers through; a guest goes to `path` (with the
 * locale kept) instead of the sign-in page.
 */
export function RequireAuthOrGoTo({
  path,
  children,
}: {
  path: string;
  children: ReactNode;
}) {
  const isLoggedIn = useSession() !== null;
  const toPath = useLocalePath();
  if (!isLoggedIn) {
    return <Redirect replace to={toPath(path)} />;
  }
  return children;
}

/**
 * The sign-in route inside the app: a signed-in customer goes home (product rules: Transitions),
 * never to an old remembered path, with the query kept (a service link or a referral is then
 * handled as on any entry); a guest to the sign-in page.
 */
export function SignInRoute() {
  const isLoggedIn = useSession() !== null;
  const location = useLocation();
  const toPath = useLocalePath();
  if (isLoggedIn) {
    forgetRememberedPath();
    return <Redirect replace to={`${toPath('/')}${location.search}`} />;
  }
  return <LeaveForSignIn search={location.search} />;
}

/**
 * Lets only users with a flag through; others go home with the query kept (product rules: Access).
 * The flag is the session's, the one the header's links follow, so a link the header shows
 * never sends the customer home.
 */
export function RequireFlag({
  flag,
  children,
}: {
  flag: keyof Pick<AuthUser, 'affiliate' | 'reseller'>;
  children: ReactNode;
}) {
  const user = useSession();
  const location = useLocation();
  const toPath = useLocalePath();
  if (!user?.[flag]) {
    return <Redirect replace to={`${toPath('/')}${location.search}`} />;
  }
  return children;
}
