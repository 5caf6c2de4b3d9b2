/**
 * The app's router hooks, over wouter: what the screens and the shell use
 * to read and change the address. Paths are relative to /dashboard (the
 * router's base), locale prefix included: `/de-de/invoice`.
 */
import { useCallback } from 'react';
import { useRouter, useLocation as useWouterLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

export { Link, Redirect, useSearchParams } from 'wouter';

/** Where the app is: the path under /dashboard, the query and the hash. */
export interface AppLocation {
  pathname: string;
  /** `?a=1`, or empty. */
  search: string;
  /** `#invoices`, or empty. */
  hash: string;
  /** Changes on every navigation, also to the same address (a hash link clicked again). */
  key: number;
}

let navigations = 0;
// wouter announces pushState and replaceState as events (it wraps them);
// counted before any component hears of the change.
for (const event of ['popstate', 'pushState', 'replaceState', 'hashchange']) {
  window.addEventListener(event, () => {
    navigations += 1;
  });
}

const currentSearch = () => window.location.search;
const currentHash = () => window.location.hash;
const currentNavigation = () => navigations;

/**
 * The current location; components re-render when it changes. The query is
 * the address bar's, still percent-encoded (wouter's `useSearch` decodes it),
 * so a path built from it (a language switch, the way back after sign-in)
 * keeps every value as it was: a decoded line break is dropped from an
 * address, a decoded `%25` is a bare `%`.
 */
export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useLocationProperty(currentSearch);
  const hash = useLocationProperty(currentHash);
  const key = useLocationProperty(currentNavigation);
  return { pathname, search: search === '?' ? '' : search, hash, key };
}

/** Goes to a path under /dashboard (`{ replace: true }` replaces the entry). */
export function useNavigate(): (
  to: string,
  options?: { replace?: boolean },
) => void {
  const [, navigate] = useWouterLocation();
  return navigate;
}

/**
 * The address a link to `path` (under /dashboard) shows, as `Link` writes
 * it: for a list that draws many plain anchors and follows them itself.
 */
export function useHref(): (path: string) => string {
  const router = useRouter();
  return useCallback(
    (path: string) => router.hrefs(router.base + path, router),
    [router],
  );
}
