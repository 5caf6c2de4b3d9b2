import { useIdParam } from '@/components/ui/parse-id';
import { ChangePlanPage } from '@/features/plans/components/change-plan-page';

/** `/changePlan?subscriptionid=N`: another plan for an Active subscription. */
export function Component() {
  return <ChangePlanPage subscriptionid={useIdParam('subscriptionid')} />;
}
