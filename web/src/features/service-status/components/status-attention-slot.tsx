import type { ServiceStatusResponse } from '@members/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

import { SERVICE_STATUS_KEY } from '../api/service-status-key';

const StatusAttention = lazy(() =>
  import('./status-attention').then((module) => ({
    default: module.StatusAttention,
  })),
);

/**
 * Points to the service status while a problem is open. It only reads the
 * answer the (lazy) banner asked for; its line loads only then.
 */
export function StatusAttentionSlot() {
  const { data } = useQuery<ServiceStatusResponse>({
    queryKey: SERVICE_STATUS_KEY,
    enabled: false,
  });
  const isOpen =
    data !== undefined &&
    (data.openCount > 0 || data.issues.some((issue) => issue.state === 'open'));
  return isOpen ? (
    <Suspense fallback={null}>
      <StatusAttention />
    </Suspense>
  ) : null;
}
