import { useSearchParams } from 'react-router';

import { parseId } from '../../components/ui/parse-id';
import { useAuthStore } from '../../features/auth/use-auth-store';
import { ResellerSuccessPage } from '../../features/reseller/components/reseller-success-page';

/**
 * `/reseller-success?serviceid=N`: needs the service id and a signed-in
 * customer (spec 6); without either it goes to `/resellers`.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const isLoggedIn = useAuthStore((state) => state.auth.loggedIn);
  const serviceid = parseId(searchParams.get('serviceid'));
  return <ResellerSuccessPage serviceid={isLoggedIn ? serviceid : null} />;
}
