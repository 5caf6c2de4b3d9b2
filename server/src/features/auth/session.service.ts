import type { MeResponse } from '@members/contract';

import {
  getClientProfile,
  roleFlagsOf,
  toAuthUser,
} from '../../domain/client.js';
import type { RouteCall } from '../../http/define-route.js';
import { refreshRoleFlags } from '../../sessions/session-manager.js';

import type { AuthDeps } from './auth.service.js';

/** Ends the session on the server. */
export async function signOut(
  deps: Pick<AuthDeps, 'sessions'>,
  { identity }: Pick<RouteCall<'logout'>, 'identity'>,
): Promise<Record<string, never>> {
  await deps.sessions.close(identity.sessionId);
  return {};
}

/**
 * A sign-in replaces the session the browser had (ASVS 7.2.4): the session
 * of its previous token, if any and not the new one, ends on the server.
 */
export async function endReplacedSession(
  deps: Pick<AuthDeps, 'sessions'>,
  previousToken: string | undefined,
  newToken: string,
): Promise<void> {
  if (!previousToken || previousToken === newToken) {
    return;
  }
  const session = await deps.sessions.resolve(previousToken).catch(() => null);
  if (session) {
    await deps.sessions.close(session.id).catch(() => undefined);
  }
}

/**
 * The signed-in customer as WHMCS has them now; the session's role flags
 * follow.
 */
export async function currentUser(
  deps: Pick<AuthDeps, 'whmcs' | 'config' | 'cache' | 'sessions'>,
  { identity }: Pick<RouteCall<'me'>, 'identity'>,
): Promise<Omit<MeResponse, 'error'>> {
  const profile = await getClientProfile(deps, identity.clientId);
  const flags = roleFlagsOf(profile, deps.config.resellerGroups);
  await refreshRoleFlags(
    deps.sessions,
    identity.sessionId,
    identity.session,
    flags,
  );
  return {
    user: toAuthUser(profile, flags),
    email: profile.email,
    firstname: profile.firstname,
    lastname: profile.lastname,
  };
}
