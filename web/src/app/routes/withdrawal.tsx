import { PAGES } from '@members/contract';
import { useQueryClient } from '@tanstack/react-query';

import { useWithdrawals } from '@/features/affiliate/api/get-withdrawals';
import { WithdrawalPage } from '@/features/affiliate/components/withdrawal-page';
import { useLogout } from '@/features/auth/api/logout';
import { useScrollToHash } from '@/features/dashboard/hooks/use-scroll-to-hash';
import { allDataQueryOptions } from '@/stores/all-data';
import { authStore } from '@/stores/auth-store';
import { useEnv } from '@/stores/env';
import { useSession } from '@/stores/session';

/**
 * `/withdrawal`: any signed-in customer may come here (product rules: Access); only
 * affiliates have a balance to ask for.
 */
export function Component() {
  const user = useSession();
  const isAffiliate = user?.affiliate ?? false;
  const env = useEnv();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const withdrawals = useWithdrawals(isAffiliate);
  useScrollToHash(!withdrawals.isPending);

  function handleSignInAgain() {
    logout.mutate(undefined, {
      // After the sign-out has reset the store: come back here once signed in.
      onSettled: () => authStore.rememberPath(PAGES.withdrawal),
    });
  }

  return (
    <WithdrawalPage
      isAffiliate={isAffiliate}
      userid={user?.userid ?? null}
      methods={env.data?.withdrawalMethods}
      onRequested={() =>
        void queryClient.invalidateQueries({
          queryKey: allDataQueryOptions().queryKey,
        })
      }
      onSignInAgain={handleSignInAgain}
      isSigningOut={logout.isPending}
    />
  );
}
