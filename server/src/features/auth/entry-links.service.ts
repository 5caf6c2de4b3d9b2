import { errors as joseErrors, jwtVerify } from 'jose';

import { recordAlertVisit } from '../../domain/alerts.js';
import type { AlertDeps } from '../../domain/alerts.js';
import { getClientProfile } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import { AppError, fromStore } from '../../lib/app-error.js';
import { safeEqual } from '../../lib/crypto.js';
import { isSameEmail } from '../../lib/email.js';
import { WhmcsError } from '../../whmcs/index.js';

import { issueSession } from './auth.service.js';
import type { AuthDeps, SignInMeta, SignInResult } from './auth.service.js';

/** The audience every signed entry link must name. */
export const SSO_AUDIENCE = 'members-area';
/** The longest life a signed link may have (product rules: Entry links, 5 minutes). */
export const SSO_MAX_LIFETIME_SECONDS = 300;

/** What the entry-link use cases need. */
export type EntryLinkDeps = Pick<
  AuthDeps,
  | 'whmcs'
  | 'config'
  | 'cache'
  | 'stores'
  | 'sessions'
  | 'now'
  | 'mailer'
  | 'brand'
  | 'logger'
>;

/** A refused entry link: 401 with reason `entry_link`. */
function refused(message: string): AppError {
  return new AppError('UNAUTHENTICATED', message, { reason: 'entry_link' });
}

/** The client a link names; an unknown client refuses the link. */
async function loadProfile(
  ctx: DomainContext,
  clientId: number,
): Promise<ClientProfile> {
  try {
    return await getClientProfile(ctx, clientId);
  } catch (error) {
    if (error instanceof WhmcsError && error.isNotFound()) {
      throw refused('Unknown client');
    }
    throw error;
  }
}

/**
 * The last step of an entry-link sign-in (product rules: Entry links), for
 * signed and legacy links alike: a service named by the link must be one of
 * the client's (`GetClientsProducts`), and then, as the spec says of a link
 * with a service id, "Connected to Dashboard" is written to the client's
 * activity log. A link without one logs nothing.
 */
async function connectToDashboard(
  ctx: DomainContext,
  profile: ClientProfile,
  serviceId: number | null,
): Promise<void> {
  if (serviceId === null) {
    return;
  }
  const reply = await ctx.whmcs.getClientsProducts({
    clientid: profile.id,
    serviceid: serviceId,
  });
  if (
    !reply.products.some((p) => p.id === serviceId && p.clientid === profile.id)
  ) {
    throw refused('Invalid link');
  }
  await ctx.whmcs.logActivity({
    clientid: profile.id,
    description: 'Connected to Dashboard',
  });
}

/**
 * Checks a signed link (`?sso=`): HS256 with one of the configured keys,
 * audience members-area, at most 5 minutes of life, not expired, used once
 * (its `jti` is remembered until it expires), for a real client whose e-mail
 * matches and who owns the `serviceid` it may name.
 */
export async function verifySsoToken(
  deps: Pick<EntryLinkDeps, 'whmcs' | 'config' | 'cache' | 'stores' | 'now'>,
  token: string,
): Promise<ClientProfile> {
  const { config, stores, now } = deps;
  if (token.length > 4096) {
    throw refused('Malformed link');
  }
  let payload: Record<string, unknown> | null = null;
  for (const key of config.entryLinks.ssoKeys) {
    try {
      ({ payload } = await jwtVerify(token, new TextEncoder().encode(key), {
        algorithms: ['HS256'],
        audience: SSO_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
        currentDate: new Date(now()),
      }));
      break;
    } catch (error) {
      if (!(error instanceof joseErrors.JWSSignatureVerificationFailed)) {
        throw refused('Invalid or expired link');
      }
    }
  }
  if (!payload) {
    throw refused('Invalid link');
  }
  const { sub, exp, iat, jti, email } = payload;
  if (
    typeof sub !== 'string' ||
    !/^[1-9]\d{0,9}$/.test(sub) ||
    typeof exp !== 'number' ||
    typeof iat !== 'number' ||
    typeof jti !== 'string' ||
    jti.length < 8 ||
    jti.length > 200 ||
    typeof email !== 'string' ||
    exp - iat > SSO_MAX_LIFETIME_SECONDS
  ) {
    throw refused('Invalid link');
  }
  const ttlMs = Math.max(exp * 1000 - now(), 1000);
  const isFirstUse = await fromStore(() =>
    stores.tokens.setIfAbsent(`sso:jti:${jti}`, sub, ttlMs),
  );
  if (!isFirstUse) {
    throw refused('This link was already used');
  }
  const { serviceid } = payload;
  if (
    serviceid !== undefined &&
    (typeof serviceid !== 'number' ||
      !Number.isInteger(serviceid) ||
      serviceid < 1)
  ) {
    throw refused('Invalid link');
  }
  const profile = await loadProfile(deps, Number(sub));
  if (
    !isSameEmail(profile.email, email) ||
    profile.status.toLowerCase() === 'closed'
  ) {
    throw refused('Invalid link');
  }
  await connectToDashboard(deps, profile, serviceid ?? null);
  return profile;
}

/**
 * Checks the legacy auto-login (product rules: Entry links) (`identifier`, `secret`, `email`,
 * `userid`, optional `serviceid`): the credentials compared in constant time,
 * the client and the service checked in WHMCS, the visit logged.
 */
export async function verifyLegacyLink(
  deps: Pick<EntryLinkDeps, 'whmcs' | 'config' | 'cache'>,
  query: URLSearchParams,
): Promise<ClientProfile> {
  const { config } = deps;
  const identifier = query.get('identifier') ?? '';
  const secret = query.get('secret') ?? '';
  // Both compared, in constant time, before either answer is used.
  const isIdentifier = safeEqual(identifier, config.whmcs.identifier);
  const isSecret = safeEqual(secret, config.whmcs.secret);
  if (!isIdentifier || !isSecret) {
    throw refused('Invalid link');
  }
  const userid = query.get('userid') ?? '';
  const email = query.get('email') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(userid) || !email) {
    throw refused('Invalid link');
  }
  const profile = await loadProfile(deps, Number(userid));
  if (!isSameEmail(profile.email, email)) {
    throw refused('Invalid link');
  }
  const serviceId = query.get('serviceid');
  if (serviceId !== null && !/^[1-9]\d{0,9}$/.test(serviceId)) {
    throw refused('Invalid link');
  }
  await connectToDashboard(
    deps,
    profile,
    serviceId === null ? null : Number(serviceId),
  );
  return profile;
}

/**
 * Signs in the customer a signed link (`?sso=`) or, when enabled, a legacy
 * auto-login link identifies.
 */
export async function signInByEntryLink(
  deps: EntryLinkDeps,
  query: URLSearchParams,
  meta: SignInMeta,
): Promise<SignInResult> {
  const sso = query.get('sso');
  if (sso !== null && deps.config.entryLinks.ssoKeys.length === 0) {
    throw refused('Signed links are not enabled');
  }
  const profile =
    sso !== null
      ? await verifySsoToken(deps, sso)
      : await verifyLegacyLink(deps, query);
  return issueSession(deps, profile, 'sso', meta);
}

/**
 * The alert link of a WHMCS e-mail (`?email=&userid=&identifier=`, no
 * secret): the visit is written to the client's activity log here, since the
 * identifier never reaches the page. The same checks and limits as
 * `sendAlert` apply.
 */
export async function recordAlertLink(
  deps: AlertDeps,
  query: URLSearchParams,
  ip: string,
): Promise<void> {
  const userid = query.get('userid') ?? '';
  const email = query.get('email') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(userid) || !email) {
    return;
  }
  await recordAlertVisit(deps, {
    identifier: query.get('identifier') ?? '',
    userid: Number(userid),
    email,
    ip,
  });
}
