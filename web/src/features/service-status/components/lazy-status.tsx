import { lazy, Suspense } from 'react';

import { useIsFirstViewPainted } from '@/hooks/use-first-paint';

import { useHasOpenProblems } from '../api/service-status';

const load = () => import('./status-parts');
const StatusBanner = lazy(() =>
  load().then((parts) => ({ default: parts.StatusBanner })),
);
const StatusAttention = lazy(() =>
  load().then((parts) => ({ default: parts.StatusAttention })),
);

/**
 * The service status banner. The status is asked once the first view is
 * painted, and again every minute; the banner's code and texts load only
 * while a problem is open, so a page with nothing to report downloads
 * none of them.
 */
export function LazyStatusBanner() {
  return useHasOpenProblems(useIsFirstViewPainted()) ? (
    <Suspense fallback={null}>
      <StatusBanner />
    </Suspense>
  ) : null;
}

/**
 * Points the attention panel to the service status while a problem is
 * open: it reads the answer the banner asked for, and loads only then.
 */
export function StatusAttentionSlot() {
  return useHasOpenProblems(false) ? (
    <Suspense fallback={null}>
      <StatusAttention />
    </Suspense>
  ) : null;
}
