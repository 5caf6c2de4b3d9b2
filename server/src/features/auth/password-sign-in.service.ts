import { findClientByEmail } from '../../domain/client.js';
import type { RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';
import { canonicalEmail } from '../../lib/email.js';
import { toIpKey } from '../../lib/ip.js';
import {
  checkLimits,
  consumeLimits,
  countEvent,
  resetLimit,
  SIGN_IN_LIMITS,
} from '../../stores/limits.js';
import { WHMCS_MESSAGES, WhmcsError } from '../../whmcs/index.js';

import { issueSession } from './auth.service.js';
import type { AuthDeps, SignInResult } from './auth.service.js';

/**
 * Signs in with the WHMCS password (ValidateLogin). An account with
 * two-factor authentication gets no session from its password alone.
 */
export async function signInWithPassword(
  deps: AuthDeps,
  { input, meta }: Pick<RouteCall<'auth'>, 'input' | 'meta'>,
): Promise<SignInResult> {
  const { whmcs, stores, now } = deps;
  const email = canonicalEmail(input.email);
  const failLimit = {
    key: `pw:fail:${email}`,
    ...SIGN_IN_LIMITS.passwordFailuresPerAccount,
  };
  await consumeLimits(
    stores.counters,
    [
      {
        key: `pw:ip:${toIpKey(meta.ip)}`,
        ...SIGN_IN_LIMITS.passwordPerIpBurst,
      },
    ],
    now(),
  );
  await checkLimits(stores.counters, [failLimit], now());
  const refuse = async (): Promise<never> => {
    await countEvent(stores.counters, failLimit);
    throw new AppError('INVALID_CREDENTIALS', 'E-mail or password is wrong');
  };
  let login;
  try {
    login = await whmcs.validateLogin({
      email,
      password2: input.password,
    });
  } catch (error) {
    if (
      error instanceof WhmcsError &&
      error.matches(WHMCS_MESSAGES.emailOrPasswordInvalid)
    ) {
      return refuse();
    }
    throw error;
  }
  if (login.twoFactorEnabled) {
    throw new AppError(
      'TWO_FACTOR_REQUIRED',
      'This account uses two-factor authentication: sign in with an e-mailed code',
    );
  }
  // ValidateLogin answers a user id; the members area works with clients.
  const profile = await findClientByEmail(deps, email);
  if (!profile || !profile.userIds.includes(login.userid)) {
    return refuse();
  }
  await resetLimit(stores.counters, failLimit.key);
  return issueSession(deps, profile, 'password', meta);
}
