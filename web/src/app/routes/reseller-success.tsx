import { parseId } from '@/components/ui/parse-id';
import { ResellerSuccessPage } from '@/features/reseller/components/reseller-success-page';
import { useSearchParams } from '@/lib/router';
import { useSession } from '@/stores/session';

/**
 * `/reseller-success?serviceid=N`: needs the service id and a signed-in
 * customer (product rules: Access); without either it goes to `/resellers`.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const isLoggedIn = useSession() !== null;
  const serviceid = parseId(searchParams.get('serviceid'));
  return <ResellerSuccessPage serviceid={isLoggedIn ? serviceid : null} />;
}
