import { roleFlagsOf, toAuthUser } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import type { SignInMethod } from '../../stores/types.js';

import type { AuthDeps, RequestMeta, SignInResult } from './auth.service.js';

/**
 * Opens a session for a customer who has just proved who they are, with
 * the roles WHMCS gives them now; answers the token and the sign-in answer.
 */
export async function issueSession(
  deps: Pick<AuthDeps, 'ctx' | 'sessions'>,
  profile: ClientProfile,
  method: SignInMethod,
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
): Promise<SignInResult> {
  const flags = roleFlagsOf(profile, deps.ctx.config.resellerGroups);
  const { token } = await deps.sessions.open({
    clientId: profile.id,
    email: profile.email,
    method,
    ...flags,
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 300),
  });
  return {
    token,
    response: {
      userid: profile.id,
      token,
      user: toAuthUser(profile, flags),
    },
  };
}
