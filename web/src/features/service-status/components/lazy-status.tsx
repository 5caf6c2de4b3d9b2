import type { ServiceStatusResponse } from '@members/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

import { SERVICE_STATUS_KEY } from '../api/service-status-key';

const load = () => import('./status-parts');
const StatusBanner = lazy(() =>
  load().then((parts) => ({ default: parts.StatusBanner })),
);
const StatusAttention = lazy(() =>
  load().then((parts) => ({ default: parts.StatusAttention })),
);

/** The service status banner, loaded after the first view. */
export function LazyStatusBanner() {
  return (
    <Suspense fallback={null}>
      <StatusBanner />
    </Suspense>
  );
}

/**
 * Points the attention panel to the service status while a problem is
 * open: it reads the answer the banner asked for, and loads only then.
 */
export function StatusAttentionSlot() {
  const { data } = useQuery<ServiceStatusResponse>({
    queryKey: SERVICE_STATUS_KEY,
    enabled: false,
  });
  return data &&
    (data.openCount > 0 ||
      data.issues.some((issue) => issue.state === 'open')) ? (
    <Suspense fallback={null}>
      <StatusAttention />
    </Suspense>
  ) : null;
}
