import { useIdParam } from '@/components/ui/parse-id';
import { useWithdrawableLines } from '@/features/withdrawal/api/withdrawable-lines';
import { WithdrawPage } from '@/features/withdrawal/components/withdraw-page';
import { useMe } from '@/stores/me';
import { useSession } from '@/stores/session';

/**
 * `/withdraw`: the withdrawal function (§ 356a BGB), open to everyone. A
 * guest fills in the form; a signed-in customer finds their name and
 * address filled in and picks one of their lines (`?subscriptionid=` chooses one, as on /cancel: `?serviceid=` is the entry link that opens a subscription).
 */
export function Component() {
  const isSignedIn = useSession() !== null;
  const me = useMe(isSignedIn);
  const lines = useWithdrawableLines(isSignedIn);
  const serviceid = useIdParam('subscriptionid');

  if (!isSignedIn) {
    return <WithdrawPage signedIn={null} isLoading={false} />;
  }
  const name = [me.data?.firstname, me.data?.lastname]
    .filter(Boolean)
    .join(' ');
  return (
    <WithdrawPage
      isLoading={me.isPending || lines.isPending}
      signedIn={{
        prefill: {
          name,
          email: me.data?.email ?? '',
          ...(serviceid === null ? {} : { serviceid }),
        },
        lines: lines.data?.lines,
        linesError: lines.error,
      }}
    />
  );
}
