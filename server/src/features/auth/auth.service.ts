import type { Locale, SessionResponse } from '@members/contract';

import type { DomainContext } from '../../domain/context.js';
import type { Mailer } from '../../mail/mailer.js';
import type { SessionManager } from '../../sessions/session-manager.js';
import type { Stores } from '../../stores/types.js';

/**
 * The auth feature's use cases, one module each: code sign-in, password
 * sign-in, signup and the session (sign-out, current user). Issuing a
 * session and the sign-in mails are shared by them.
 */
export { sendCode, verifyCode } from './code-sign-in.service.js';
export { signInWithPassword } from './password-sign-in.service.js';
export { currentUser, endReplacedSession, signOut } from './session.service.js';
export {
  confirmSignup,
  signup,
  SIGNUP_CONFIRM_TTL_HOURS,
} from './signup.service.js';

/** What the auth use cases need. */
export interface AuthDeps {
  ctx: DomainContext;
  stores: Stores;
  sessions: SessionManager;
  mailer: Mailer;
  /** Secret mixed into stored code hashes, the same on every instance. */
  codePepper: () => Promise<string>;
  now: () => number;
  logger: { error(data: object, message: string): void };
}

/** Facts about the request the use cases need, taken by the route. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
  locale: Locale;
  /** Origin for links in e-mails, e.g. https://members.example.com. */
  linkBase: string;
}

/** The result of a sign-in: the answer and the token for the cookie. */
export interface SignInResult {
  token: string;
  /** The answer without its success envelope, which `defineRoute` adds. */
  response: Omit<SessionResponse, 'error'>;
}
