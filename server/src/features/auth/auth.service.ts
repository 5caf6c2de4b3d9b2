import {
  BASE_PATH,
  LOGIN_CODE_LENGTH,
  PAGES,
  withLocale,
  type AuthRequest,
  type ConfirmSignupRequest,
  type Locale,
  type SendCodeRequest,
  type SendCodeResponse,
  type SessionResponse,
  type SignupRequest,
  type VerifyCodeRequest,
} from '@members/contract';

import {
  findClientByEmail,
  getClientProfile,
  isResellerProfile,
  toAuthUser,
} from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import { AppError, StoreUnavailableError } from '../../lib/app-error.js';
import {
  createNumericCode,
  createToken,
  hashToken,
  hmac,
  safeEqual,
} from '../../lib/crypto.js';
import { canonicalEmail } from '../../lib/email.js';
import { toIpKey } from '../../lib/ip.js';
import {
  checkLimits,
  consumeLimits,
  countEvent,
  resetLimit,
  SIGN_IN_LIMITS,
} from '../../lib/limits.js';
import type { SessionManager } from '../../lib/sessions.js';
import { HOUR_MS } from '../../lib/time.js';
import type { Mailer } from '../../mail/mailer.js';
import { renderMail } from '../../mail/templates.js';
import type { MailKind, MailValues } from '../../mail/templates.js';
import type { SignInMethod, Stores } from '../../stores/types.js';
import { WHMCS_MESSAGES, WhmcsError } from '../../whmcs/index.js';

/** How long a signup confirmation link works. */
export const SIGNUP_CONFIRM_TTL_HOURS = 24;

/** What the auth service needs. */
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

/** Facts about the request the service needs, taken by the route. */
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
  response: SessionResponse;
}

const WHMCS_LANGUAGES: Record<Locale, string> = {
  'en-en': 'english',
  'de-de': 'german',
  'es-es': 'spanish',
  'fr-fr': 'french',
  'pt-pt': 'portuguese-pt',
  'se-se': 'swedish',
  'tr-tr': 'turkish',
};

function namesFromEmail(email: string): {
  firstname: string;
  lastname: string;
} {
  const local = email.split('@')[0] ?? '';
  const words = local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return {
    firstname: words[0] ?? local,
    lastname: words.slice(1).join(' '),
  };
}

function challengeHash(pepper: string, key: string, code: string): string {
  return hmac(pepper, `${key}:${code}`);
}

function invalidCode(): AppError {
  return new AppError('CODE_INVALID', 'The code is wrong or no longer valid');
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StoreUnavailableError(error);
  }
}

/** The sign-in use cases: e-mailed code, password, signup. */
export function createAuthService(deps: AuthDeps) {
  const { ctx, stores, sessions, mailer, now } = deps;
  const { config } = ctx;
  const ttlSeconds = config.login.codeTtlSeconds;
  const resendSeconds = config.login.resendSeconds;

  // Mail goes out off the request path: the answer and its timing must not
  // depend on whether the address has an account.
  function sendMailLater(
    to: string,
    kind: MailKind,
    locale: Locale,
    values: Omit<MailValues, 'provider'>,
  ): void {
    const mail = renderMail(kind, locale, {
      provider: config.providerName,
      ...values,
    });
    void mailer.send({ to, ...mail }).catch((error: unknown) => {
      deps.logger.error({ err: error, kind }, 'mail could not be sent');
    });
  }

  async function openSession(
    profile: ClientProfile,
    method: SignInMethod,
    meta: RequestMeta,
  ): Promise<SignInResult> {
    const flags = {
      affiliate: profile.isAffiliate,
      reseller: isResellerProfile(profile, config.resellerGroups),
    };
    const { token } = await sessions.open({
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
        error: false,
        userid: profile.id,
        token,
        user: toAuthUser(profile, flags),
      },
    };
  }

  return {
    /**
     * Starts a code sign-in. Answers the same for every well-formed address;
     * an address without an account is invited to sign up instead.
     */
    async sendCode(
      input: SendCodeRequest,
      meta: RequestMeta,
    ): Promise<{ challengeToken: string; response: SendCodeResponse }> {
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
        client = await findClientByEmail(ctx, email);
      } catch (error) {
        // WHMCS did not answer: no code went out, so the customer may retry at once.
        await stores.counters.reset(cooldownKey).catch(() => undefined);
        throw error;
      }
      const challengeToken = createToken(32);
      const key = hashToken(challengeToken);
      const code = createNumericCode(LOGIN_CODE_LENGTH);
      const pepper = await guard(deps.codePepper);
      await guard(() =>
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
        sendMailLater(client.email, 'loginCode', meta.locale, {
          code,
          minutes: Math.round(ttlSeconds / 60),
        });
      } else {
        sendMailLater(input.email, 'noAccount', meta.locale, {
          url: `${meta.linkBase}${BASE_PATH}${withLocale(meta.locale, PAGES.login)}?signup=1`,
        });
      }
      return {
        challengeToken,
        response: {
          error: false,
          expiresIn: ttlSeconds,
          resendIn: resendSeconds,
        },
      };
    },

    /**
     * Signs in with the code of this attempt: the challenge cookie, the
     * address and the code must all match; only the newest code of an
     * address works; five wrong tries end it; a code works once.
     */
    async verifyCode(
      input: VerifyCodeRequest,
      challengeToken: string | undefined,
      meta: RequestMeta,
    ): Promise<SignInResult> {
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
      const challenge = await guard(() => stores.loginCodes.get(key));
      if (
        !challenge ||
        challenge.email !== email ||
        challenge.expiresAt <= now() ||
        (await guard(() => stores.loginCodes.newestFor(email))) !== key
      ) {
        return fail();
      }
      const isRight = safeEqual(
        challenge.codeHash,
        challengeHash(await guard(deps.codePepper), key, input.code),
      );
      if (!isRight || challenge.clientId === null) {
        const attempts = await guard(() => stores.loginCodes.addAttempt(key));
        if (attempts >= SIGN_IN_LIMITS.codeAttempts) {
          await guard(() => stores.loginCodes.consume(key));
        }
        return fail();
      }
      if (challenge.attempts >= SIGN_IN_LIMITS.codeAttempts) {
        return fail();
      }
      // Atomic: of two parallel verifications only one consumes the code.
      if (!(await guard(() => stores.loginCodes.consume(key)))) {
        return fail();
      }
      const profile = await getClientProfile(ctx, challenge.clientId);
      if (profile.status.toLowerCase() === 'closed') {
        return fail();
      }
      await resetLimit(stores.counters, failKey);
      return openSession(profile, 'code', meta);
    },

    /**
     * Signs in with the WHMCS password (ValidateLogin). An account with
     * two-factor authentication gets no session from its password alone.
     */
    async signInWithPassword(
      input: AuthRequest,
      meta: RequestMeta,
    ): Promise<SignInResult> {
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
        throw new AppError(
          'INVALID_CREDENTIALS',
          'E-mail or password is wrong',
        );
      };
      let login;
      try {
        login = await ctx.whmcs.validateLogin({
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
      const profile = await findClientByEmail(ctx, email);
      if (!profile || !profile.userIds.includes(login.userid)) {
        return refuse();
      }
      await resetLimit(stores.counters, failLimit.key);
      return openSession(profile, 'password', meta);
    },

    /**
     * Creates an account (AddClient) and e-mails its confirmation link.
     * Answers the same when the address already has an account, which then
     * gets a "you already have an account" mail.
     */
    async signup(input: SignupRequest, meta: RequestMeta): Promise<void> {
      const email = canonicalEmail(input.email);
      await consumeLimits(
        stores.counters,
        [
          {
            key: `signup:cooldown:${email}`,
            max: 1,
            windowMs: resendSeconds * 1000,
          },
          { key: `signup:h:${email}`, ...SIGN_IN_LIMITS.sendPerAddressHour },
          {
            key: `signup:ip:${toIpKey(meta.ip)}`,
            ...SIGN_IN_LIMITS.signupPerIpHour,
          },
        ],
        now(),
      );
      const loginUrl = `${meta.linkBase}${BASE_PATH}${withLocale(meta.locale, PAGES.login)}`;
      const existing = await findClientByEmail(ctx, email);
      if (existing) {
        sendMailLater(existing.email, 'alreadyRegistered', meta.locale, {
          url: loginUrl,
        });
        return;
      }
      let clientId: number;
      try {
        const reply = await ctx.whmcs.addClient({
          ...namesFromEmail(email),
          email,
          password2: input.password,
          language: WHMCS_LANGUAGES[meta.locale],
          clientip: meta.ip,
          skipvalidation: true,
          noemail: true,
        });
        clientId = reply.clientid;
      } catch (error) {
        if (
          error instanceof WhmcsError &&
          (error.matches(WHMCS_MESSAGES.userAlreadyExists) ||
            error.matches(WHMCS_MESSAGES.emailNotAvailable))
        ) {
          sendMailLater(email, 'alreadyRegistered', meta.locale, {
            url: loginUrl,
          });
          return;
        }
        throw error;
      }
      const token = createToken(32);
      await guard(() =>
        stores.tokens.set(
          `signup:${hashToken(token)}`,
          String(clientId),
          SIGNUP_CONFIRM_TTL_HOURS * HOUR_MS,
        ),
      );
      sendMailLater(email, 'signupConfirm', meta.locale, {
        hours: SIGNUP_CONFIRM_TTL_HOURS,
        url: `${loginUrl}?confirm=${token}`,
      });
    },

    /** Opens a session for a customer an entry link has identified. */
    async signInByLink(
      profile: ClientProfile,
      meta: RequestMeta,
    ): Promise<SignInResult> {
      return openSession(profile, 'sso', meta);
    },

    /** Confirms a signup with the token of its link (once) and signs in. */
    async confirmSignup(
      input: ConfirmSignupRequest,
      meta: RequestMeta,
    ): Promise<SignInResult> {
      const clientId = await guard(() =>
        stores.tokens.take(`signup:${hashToken(input.token)}`),
      );
      if (clientId === null) {
        throw invalidCode();
      }
      const profile = await getClientProfile(ctx, Number(clientId));
      return openSession(profile, 'signup', meta);
    },
  };
}

/** The auth service's type. */
export type AuthService = ReturnType<typeof createAuthService>;
