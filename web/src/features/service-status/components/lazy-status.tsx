import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

import { useIsFirstViewPainted } from '@/hooks/use-first-paint';

import { serviceStatusQueryOptions } from '../api/service-status';
import { openProblems } from '../utils/open-issues';

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
  const isPainted = useIsFirstViewPainted();
  const { data } = useQuery({
    ...serviceStatusQueryOptions(),
    enabled: isPainted,
  });
  return openProblems(data) ? (
    <Suspense fallback={null}>
      <StatusBanner />
    </Suspense>
  ) : null;
}

/**
 * Points the attention panel to the service status while a problem is
 * open: it reads the answer the banner asked for, and loads only then.
 * It never asks itself, but its query carries the way to ask: a query that
 * is refetched (invalidated) asks with the options it was made with.
 */
export function StatusAttentionSlot() {
  const { data } = useQuery({
    ...serviceStatusQueryOptions(),
    enabled: false,
  });
  return openProblems(data) ? (
    <Suspense fallback={null}>
      <StatusAttention />
    </Suspense>
  ) : null;
}
