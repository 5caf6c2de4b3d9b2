import { parseId } from '@/components/ui/parse-id';
import { ResellerSuccessPage } from '@/features/reseller/components/reseller-success-page';
import { useAuthStore } from '@/hooks/use-auth-store';
import { useSearchParams } from '@/lib/router';

/**
 * `/reseller-success?serviceid=N`: needs the service id and a signed-in
 * customer (product rules: Access); without either it goes to `/resellers`.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const isLoggedIn = useAuthStore((state) => state.auth.loggedIn);
  const serviceid = parseId(searchParams.get('serviceid'));
  return <ResellerSuccessPage serviceid={isLoggedIn ? serviceid : null} />;
}
