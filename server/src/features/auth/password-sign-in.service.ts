import { findClientByEmail } from '../../domain/client.js';
import { securityRecordOf } from '../../domain/security-record.js';
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

import type { AuthDeps } from './auth.service.js';
import {
  rememberWhmcsTwoFactor,
  signInOrSecondStep,
} from './second-factor-sign-in.service.js';
import type { SignInOutcome } from './second-factor-sign-in.service.js';

/**
 * Signs in with the WHMCS password (ValidateLogin). A customer with our
 * second factor on completes the sign-in with it (the second step). An
 * account with WHMCS two-factor authentication gets no session from its
 * password alone: once they set up our second factor they sign in with
 * both; until then, with an e-mailed code (WHMCS has no API to check its
 * own second factor).
 */
export async function signInWithPassword(
  deps: AuthDeps,
  { input, meta }: Pick<RouteCall<'auth'>, 'input' | 'meta'>,
): Promise<SignInOutcome> {
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
  // ValidateLogin answers a user id; the members area works with clients.
  const profile = await findClientByEmail(deps, email);
  if (!profile || !profile.userIds.includes(login.userid)) {
    return refuse();
  }
  await resetLimit(stores.counters, failLimit.key);
  if (login.twoFactorEnabled && securityRecordOf(deps, profile).totp === null) {
    // A session from the password alone would be one factor where the
    // customer chose two. Their next e-mailed-code sign-in offers to set
    // up ours.
    await rememberWhmcsTwoFactor(deps, profile.id);
    throw new AppError(
      'TWO_FACTOR_REQUIRED',
      'This account uses two-factor authentication: sign in with an e-mailed code',
    );
  }
  return signInOrSecondStep(deps, profile, 'password', meta);
}
