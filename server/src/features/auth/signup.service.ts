import type { Locale, SignupRequest } from '@members/contract';

import { findClientByEmail, getClientProfile } from '../../domain/client.js';
import { WHMCS_LANGUAGES } from '../../domain/language.js';
import type { RequestMeta, RouteCall } from '../../http/define-route.js';
import { fromStore } from '../../lib/app-error.js';
import { createToken, hashToken } from '../../lib/crypto.js';
import { canonicalEmail } from '../../lib/email.js';
import { toIpKey } from '../../lib/ip.js';
import { HOUR_MS } from '../../lib/time.js';
import { mailLocale, sendMailLater } from '../../mail/send-later.js';
import { consumeLimits, SIGN_IN_LIMITS } from '../../stores/limits.js';
import { WHMCS_MESSAGES, WhmcsError } from '../../whmcs/index.js';

import { issueSession, loginPageUrl } from './auth.service.js';
import type { AuthDeps, SignInResult } from './auth.service.js';
import { invalidCode } from './code-sign-in.service.js';

/** How long a signup confirmation link works. */
export const SIGNUP_CONFIRM_TTL_HOURS = 24;

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

/** AddClient, or null when WHMCS already has the address. */
async function addClient(
  deps: AuthDeps,
  email: string,
  input: SignupRequest,
  locale: Locale,
  meta: RequestMeta,
): Promise<number | null> {
  try {
    const reply = await deps.whmcs.addClient({
      ...namesFromEmail(email),
      email,
      password2: input.password,
      language: WHMCS_LANGUAGES[locale],
      clientip: meta.ip,
      skipvalidation: true,
      noemail: true,
    });
    return reply.clientid;
  } catch (error) {
    if (
      error instanceof WhmcsError &&
      (error.matches(WHMCS_MESSAGES.userAlreadyExists) ||
        error.matches(WHMCS_MESSAGES.emailNotAvailable))
    ) {
      return null;
    }
    throw error;
  }
}

/**
 * Creates an account (AddClient) and e-mails its confirmation link.
 * Answers the same when the address already has an account, which then
 * gets a "you already have an account" mail.
 */
export async function signup(
  deps: AuthDeps,
  {
    input,
    locale,
    meta,
  }: Pick<RouteCall<'signup'>, 'input' | 'locale' | 'meta'>,
): Promise<Record<string, never>> {
  const { config, stores, now } = deps;
  const email = canonicalEmail(input.email);
  await consumeLimits(
    stores.counters,
    [
      {
        key: `signup:cooldown:${email}`,
        max: 1,
        windowMs: config.login.resendSeconds * 1000,
      },
      { key: `signup:h:${email}`, ...SIGN_IN_LIMITS.sendPerAddressHour },
      {
        key: `signup:ip:${toIpKey(meta.ip)}`,
        ...SIGN_IN_LIMITS.signupPerIpHour,
      },
    ],
    now(),
  );
  const loginUrl = loginPageUrl(deps, meta, locale);
  const existing = await findClientByEmail(deps, email);
  if (existing) {
    const mailIn = mailLocale(existing.language, locale);
    sendMailLater(deps, () => ({
      to: existing.email,
      kind: 'alreadyRegistered',
      locale: mailIn,
      values: { url: loginPageUrl(deps, meta, mailIn) },
    }));
    return {};
  }
  const clientId = await addClient(deps, email, input, locale, meta);
  if (clientId === null) {
    sendMailLater(deps, () => ({
      to: email,
      kind: 'alreadyRegistered',
      locale,
      values: { url: loginUrl },
    }));
    return {};
  }
  const token = createToken(32);
  await fromStore(() =>
    stores.tokens.set(
      `signup:${hashToken(token)}`,
      String(clientId),
      SIGNUP_CONFIRM_TTL_HOURS * HOUR_MS,
    ),
  );
  sendMailLater(deps, () => ({
    to: email,
    kind: 'signupConfirm',
    locale,
    values: {
      hours: SIGNUP_CONFIRM_TTL_HOURS,
      url: `${loginUrl}?confirm=${token}`,
    },
  }));
  return {};
}

/** Confirms a signup with the token of its link (once) and signs in. */
export async function confirmSignup(
  deps: AuthDeps,
  { input, meta }: Pick<RouteCall<'confirmSignup'>, 'input' | 'meta'>,
): Promise<SignInResult> {
  const clientId = await fromStore(() =>
    deps.stores.tokens.take(`signup:${hashToken(input.token)}`),
  );
  if (clientId === null) {
    throw invalidCode();
  }
  const profile = await getClientProfile(deps, Number(clientId));
  return issueSession(deps, profile, 'signup', meta);
}
