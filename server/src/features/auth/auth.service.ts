import { BASE_PATH, PAGES, withLocale } from '@members/contract';
import type { Locale, SessionResponse } from '@members/contract';

import { roleFlagsOf, toAuthUser } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import type { RequestMeta } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import type { OpenSessionInput } from '../../sessions/session-manager.js';
import type { SignInMethod } from '../../stores/types.js';

import { recordSignIn } from './sign-in-record.js';
import type { SignInRecordDeps } from './sign-in-record.js';

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
 * The browser a sign-in comes from, as its route knows it: the id its
 * device cookie carries (or the one the sign-in sets), and the page's
 * language and origin for the new-device mail.
 */
export interface SignInDevice {
  id: string;
  locale: Locale;
  origin: string;
}

/** What a sign-in knows of its request: the address, the browser and, from the route, its device. */
export type SignInMeta = Pick<RequestMeta, 'ip' | 'userAgent'> & {
  device?: SignInDevice;
};

/**
 * Opens a session for a customer who has just proved who they are, with
 * the roles WHMCS gives them now, and records the sign-in in their history
 * (with the new-device mail; never failing the sign-in); answers the token
 * and the sign-in answer.
 */
export async function issueSession(
  deps: Pick<AuthDeps, 'sessions'> & SignInRecordDeps,
  profile: ClientProfile,
  method: SignInMethod,
  meta: SignInMeta,
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
  await recordSignIn(deps, profile, method, meta, factor);
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
