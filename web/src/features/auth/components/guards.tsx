import type { AuthUser } from '@members/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { ROUTES, splitLocale } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-context';
import { toSafeRedirect } from '../../../lib/safe-redirect';
import { authStore, useAuthStore } from '../auth-store';

/**
 * Lets signed-in customers through. A guest goes to the login page with the
 * query kept, and the requested path is remembered for after sign-in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isLoggedIn = useAuthStore((state) => state.auth.loggedIn);
  const location = useLocation();
  const toPath = useLocalePath();
  if (!isLoggedIn) {
    const { path } = splitLocale(location.pathname);
    authStore.rememberPath(`${path}${location.search}${location.hash}`);
    return (
      <Navigate replace to={`${toPath(ROUTES.login)}${location.search}`} />
    );
  }
  return children;
}

/** Keeps signed-in customers off the login page: they go where they were headed, or home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const isLoggedIn = useAuthStore((state) => state.auth.loggedIn);
  const redirectPath = useAuthStore((state) => state.redirectPath);
  const toPath = useLocalePath();
  if (isLoggedIn) {
    const target = toSafeRedirect(redirectPath ?? '/');
    return <Navigate replace to={toPath(target)} />;
  }
  return children;
}

/** Lets only users with a flag through; others go home with the query kept (spec 6). */
export function RequireFlag({
  flag,
  children,
}: {
  flag: keyof Pick<AuthUser, 'affiliate' | 'reseller'>;
  children: ReactNode;
}) {
  const user = useAuthStore((state) => state.auth.user);
  const location = useLocation();
  const toPath = useLocalePath();
  if (!user?.[flag]) {
    return <Navigate replace to={`${toPath('/')}${location.search}`} />;
  }
  return children;
}
