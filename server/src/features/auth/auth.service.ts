import { BASE_PATH, PAGES, withLocale } from '@members/contract';
import type { Locale, SessionResponse } from '@members/contract';

import { roleFlagsOf, toAuthUser } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import type { RequestMeta } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import type { OpenSessionInput } from '../../sessions/session-manager.js';
import type { SignInMethod } from '../../stores/types.js';

/**
 * What the sign-in use cases share: their deps, the result of a sign-in,
 * opening the session and the sign-in mails. Each use case has its own
 * module: code sign-in, password sign-in, signup, the session (sign-out,
 * current user) and the entry links.
 */
export type AuthDeps = Pick<
  ServerDeps,
  | 'whmcs'
  | 'brand'
  | 'config'
  | 'cache'
  | 'stores'
  | 'sessions'
  | 'mailer'
  | 'codePepper'
  | 'now'
  | 'logger'
>;

/** The result of a sign-in: the answer and the token for the cookie. */
export interface SignInResult {
  token: string;
  /** The answer without its success envelope, which `defineRoute` adds. */
  response: Omit<SessionResponse, 'error'>;
}

/**
 * Opens a session for a customer who has just proved who they are, with
 * the roles WHMCS gives them now; answers the token and the sign-in answer.
 */
export async function issueSession(
  deps: Pick<AuthDeps, 'config' | 'sessions'>,
  profile: ClientProfile,
  method: SignInMethod,
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
  factor?: OpenSessionInput['factor'],
): Promise<SignInResult> {
  const flags = roleFlagsOf(profile, deps.config.resellerGroups);
  const { token } = await deps.sessions.open({
    clientId: profile.id,
    email: profile.email,
    method,
    ...(factor === undefined ? {} : { factor }),
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

/** The sign-in page a mail links to, in the mail's language. */
export function loginPageUrl(
  deps: Pick<AuthDeps, 'config'>,
  meta: Pick<RequestMeta, 'origin'>,
  locale: Locale,
): string {
  const base = deps.config.publicUrl ?? meta.origin;
  return `${base}${BASE_PATH}${withLocale(locale, PAGES.login)}`;
}
