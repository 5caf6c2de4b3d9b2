import { useQuery } from '@tanstack/react-query';

import { useIdParam } from '@/components/ui/parse-id';
import { CancelPage } from '@/features/cancellation/components/cancel-page';
import { allDataQueryOptions } from '@/stores/all-data';
import { useMe } from '@/stores/me';
import { useSession } from '@/stores/session';

/**
 * `/cancel`: online cancellation (§ 312k BGB), open to everyone. A guest
 * fills in the form; a signed-in customer finds their name, address and
 * subscriptions filled in (`?subscriptionid=` chooses one).
 */
export function Component() {
  const isSignedIn = useSession() !== null;
  const me = useMe(isSignedIn);
  const allData = useQuery({ ...allDataQueryOptions(), enabled: isSignedIn });
  const serviceid = useIdParam('subscriptionid');

  if (!isSignedIn) {
    return <CancelPage signedIn={null} isLoading={false} />;
  }
  const name = [me.data?.firstname, me.data?.lastname]
    .filter(Boolean)
    .join(' ');
  return (
    <CancelPage
      isLoading={me.isPending || allData.isPending}
      signedIn={{
        prefill: {
          name,
          email: me.data?.email ?? '',
          ...(serviceid === null ? {} : { serviceid }),
        },
        subscriptions: allData.data?.subscriptionsData,
      }}
    />
  );
}
