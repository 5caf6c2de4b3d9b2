import { lazy, Suspense } from 'react';

/** The banner's code (and its query) loads after the page's first view. */
const StatusBanner = lazy(() =>
  import('./status-banner').then((module) => ({
    default: module.StatusBanner,
  })),
);

/** The service status banner, loaded on its own so the first view stays small. */
export function LazyStatusBanner() {
  return (
    <Suspense fallback={null}>
      <StatusBanner />
    </Suspense>
  );
}
