import { useIdParam } from '@/components/ui/parse-id';
import { AddConnectionPage } from '@/features/connections/components/add-connection-page';

/** `/addConnection?subscriptionid=N`: more simultaneous connections for a subscription. */
export function Component() {
  return <AddConnectionPage subscriptionid={useIdParam('subscriptionid')} />;
}
