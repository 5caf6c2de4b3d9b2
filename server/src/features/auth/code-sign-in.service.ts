import { LOGIN_CODE_LENGTH } from '@members/contract';
import type { SendCodeResponse } from '@members/contract';

import { findClientByEmail, getClientProfile } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import type { RouteCall } from '../../http/define-route.js';
import { AppError, fromStore } from '../../lib/app-error.js';
import {
  createNumericCode,
  createToken,
  hashToken,
  hmac,
  safeEqual,
} from '../../lib/crypto.js';
import { canonicalEmail } from '../../lib/email.js';
import { toIpKey } from '../../lib/ip.js';
import { mailLocale, sendMailLater } from '../../mail/send-later.js';
import {
  checkLimits,
  consumeLimits,
  countEvent,
  resetLimit,
  SIGN_IN_LIMITS,
} from '../../stores/limits.js';

import { loginPageUrl } from './auth.service.js';
import type { AuthDeps } from './auth.service.js';
import { signInOrSecondStep } from './second-factor-sign-in.service.js';
import type { SignInOutcome } from './second-factor-sign-in.service.js';

function challengeHash(pepper: string, key: string, code: string): string {
  return hmac(pepper, `${key}:${code}`);
}

/** The one answer to a wrong, used, expired or unknown code or token. */
export function invalidCode(): AppError {
  return new AppError('CODE_INVALID', 'The code is wrong or no longer valid');
}

/**
 * Starts a code sign-in. Answers the same for every well-formed address;
 * an address without an account is invited to sign up instead.
 */
export async function sendCode(
  deps: AuthDeps,
  {
    input,
    locale,
    meta,
  }: Pick<RouteCall<'sendCode'>, 'input' | 'locale' | 'meta'>,
): Promise<{
  challengeToken: string;
  response: Omit<SendCodeResponse, 'error'>;
}> {
  const { stores, now } = deps;
  const { codeTtlSeconds: ttlSeconds, resendSeconds } = deps.config.login;
  const email = canonicalEmail(input.email);
  const cooldownKey = `code:cooldown:${email}`;
  await consumeLimits(
    stores.counters,
    [
      { key: cooldownKey, max: 1, windowMs: resendSeconds * 1000 },
      { key: `code:send:h:${email}`, ...SIGN_IN_LIMITS.sendPerAddressHour },
      { key: `code:send:d:${email}`, ...SIGN_IN_LIMITS.sendPerAddressDay },
      {
        key: `code:send:ip:${toIpKey(meta.ip)}`,
        ...SIGN_IN_LIMITS.sendPerIpHour,
      },
    ],
    now(),
  );
  let client: ClientProfile | null;
  try {
    client = await findClientByEmail(deps, email);
  } catch (error) {
    // WHMCS did not answer: no code went out, so the customer may retry at once.
    await stores.counters.reset(cooldownKey).catch(() => undefined);
    throw error;
  }
  const challengeToken = createToken(32);
  const key = hashToken(challengeToken);
  const code = createNumericCode(LOGIN_CODE_LENGTH);
  const pepper = await fromStore(deps.codePepper);
  await fromStore(() =>
    stores.loginCodes.save(key, {
      email,
      clientId: client?.id ?? null,
      codeHash: challengeHash(pepper, key, code),
      expiresAt: now() + ttlSeconds * 1000,
      attempts: 0,
    }),
  );
  if (client) {
    // The code goes to the address WHMCS has, never to the typed one.
    sendMailLater(deps, () => ({
      to: client.email,
      kind: 'loginCode',
      locale: mailLocale(client.language, locale),
      values: { code, minutes: Math.round(ttlSeconds / 60) },
    }));
  } else {
    sendMailLater(deps, () => ({
      to: input.email,
      kind: 'noAccount',
      locale,
      values: { url: `${loginPageUrl(deps, meta, locale)}?signup=1` },
    }));
  }
  return {
    challengeToken,
    response: { expiresIn: ttlSeconds, resendIn: resendSeconds },
  };
}

/**
 * Signs in with the code of this attempt: the challenge cookie, the
 * address and the code must all match; only the newest code of an
 * address works; five wrong tries end it; a code works once. A customer
 * with the authenticator app on then completes the sign-in with it.
 */
export async function verifyCode(
  deps: AuthDeps,
  {
    input,
    meta,
    challengeToken,
  }: Pick<RouteCall<'verifyCode'>, 'input' | 'meta'> & {
    /** The attempt's cookie, set by `sendCode`. */
    challengeToken: string | undefined;
  },
): Promise<SignInOutcome> {
  const { stores, now } = deps;
  const email = canonicalEmail(input.emailToVerif);
  const failKey = `code:fail:d:${email}`;
  const failLimit = {
    key: failKey,
    ...SIGN_IN_LIMITS.failedChecksPerAccountDay,
  };
  await checkLimits(stores.counters, [failLimit], now());
  const fail = async (): Promise<never> => {
    await countEvent(stores.counters, failLimit);
    throw invalidCode();
  };
  if (!challengeToken) {
    return fail();
  }
  const key = hashToken(challengeToken);
  const challenge = await fromStore(() => stores.loginCodes.get(key));
  if (
    !challenge ||
    challenge.email !== email ||
    challenge.expiresAt <= now() ||
    (await fromStore(() => stores.loginCodes.newestFor(email))) !== key
  ) {
    return fail();
  }
  const isRight = safeEqual(
    challenge.codeHash,
    challengeHash(await fromStore(deps.codePepper), key, input.code),
  );
  if (!isRight || challenge.clientId === null) {
    const attempts = await fromStore(() => stores.loginCodes.addAttempt(key));
    if (attempts >= SIGN_IN_LIMITS.codeAttempts) {
      await fromStore(() => stores.loginCodes.consume(key));
    }
    return fail();
  }
  if (challenge.attempts >= SIGN_IN_LIMITS.codeAttempts) {
    return fail();
  }
  // Atomic: of two parallel verifications only one consumes the code.
  if (!(await fromStore(() => stores.loginCodes.consume(key)))) {
    return fail();
  }
  const profile = await getClientProfile(deps, challenge.clientId);
  if (profile.status.toLowerCase() === 'closed') {
    return fail();
  }
  await resetLimit(stores.counters, failKey);
  return signInOrSecondStep(deps, profile, 'code', meta);
}
