import type { ResetPasswordResponse } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';
import { spendQuota } from '../../stores/change-quota.js';

import { loadClient, PROFILE_LIMITS } from './profile.service.js';
import type { ProfileDeps } from './profile.service.js';

/**
 * Asks WHMCS to mail its own password-reset link (ResetPassword) to the
 * login of the signed-in client (its owner user, else the client's address),
 * at most {@link PROFILE_LIMITS.resetsPerHour} an hour. WHMCS writes it in
 * the client's language. Answers the address WHMCS mailed.
 */
export async function resetPassword(
  deps: ProfileDeps,
  {
    identity,
    journal,
  }: Pick<RouteCall<'resetPassword'>, 'identity' | 'journal'>,
): Promise<ResetPasswordResponse> {
  const { clientId } = identity;
  return spendQuota(
    {
      counters: deps.stores.counters,
      limit: {
        key: `password-reset:h:${clientId}`,
        ...PROFILE_LIMITS.resetsPerHour,
      },
      now: deps.now(),
    },
    journal,
    async () => {
      const client = await loadClient(deps, clientId);
      const sentTo = await journal.step('reset', {
        // A mail cannot be read back: a lost answer sends another link.
        check: async () => null,
        write: async () => {
          const reply = await deps.whmcs.resetPassword(
            client.owner_user_id > 0
              ? { id: client.owner_user_id }
              : { email: client.email },
          );
          return reply.email || client.email;
        },
      });
      return { sentTo };
    },
  );
}
