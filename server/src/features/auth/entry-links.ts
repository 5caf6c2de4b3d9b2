import {
  BASE_PATH,
  DEFAULT_LOCALE,
  ERROR_STATUS,
  localePrefix,
  PAGES,
  splitLocale,
} from '@members/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify } from 'jose';

import { getClientProfile } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import { AppError, StoreUnavailableError } from '../../lib/app-error.js';
import { safeEqual } from '../../lib/crypto.js';
import { isSameEmail } from '../../lib/email.js';
import { toIpKey } from '../../lib/ip.js';
import { consumeLimits } from '../../lib/limits.js';
import { HOUR_MS } from '../../lib/time.js';
import { sendError } from '../../plugins/error-handler.js';
import { isApiPath } from '../../plugins/same-origin.js';
import { setSessionCookie } from '../../plugins/session.js';
import type { SessionCookieOptions } from '../../plugins/session.js';
import type { Stores } from '../../stores/types.js';
import { WhmcsError } from '../../whmcs/index.js';

import type { AuthService } from './auth.service.js';

/** The audience every signed entry link must name. */
export const SSO_AUDIENCE = 'members-area';
/** The longest life a signed link may have (ARCHITECTURE.md: 5 minutes). */
export const SSO_MAX_LIFETIME_SECONDS = 300;

/** Entry parameters that carry a credential (a token, the WHMCS API identifier or secret). */
const CREDENTIAL_PARAMS = ['sso', 'secret', 'identifier'];
/** Parameters that go with them and name the account. */
const COMPANION_PARAMS = ['email', 'userid'];

/**
 * The address without any credential parameter and its companions (in any
 * letter case), or null when it carries no credential.
 */
export function withoutCredentials(url: URL): string | null {
  const names = [...new Set(url.searchParams.keys())];
  if (!names.some((name) => CREDENTIAL_PARAMS.includes(name.toLowerCase()))) {
    return null;
  }
  const clean = new URL(url);
  for (const name of names) {
    const lower = name.toLowerCase();
    if (CREDENTIAL_PARAMS.includes(lower) || COMPANION_PARAMS.includes(lower)) {
      clean.searchParams.delete(name);
    }
  }
  return `${clean.pathname}${clean.search}`;
}

function refused(message: string): AppError {
  return new AppError('UNAUTHENTICATED', message, { reason: 'entry_link' });
}

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
 * Checks a signed link (`?sso=`): HS256 with one of the configured keys,
 * audience members-area, at most 5 minutes of life, not expired, used once
 * (its `jti` is remembered until it expires), for a real client whose e-mail
 * matches and who owns the `serviceid` it may name; the visit is logged as
 * "Connected to Dashboard", as for the legacy link.
 */
export async function verifySsoToken(
  token: string,
  options: { ctx: DomainContext; stores: Stores; now: () => number },
): Promise<ClientProfile> {
  const { ctx, stores, now } = options;
  if (token.length > 4096) {
    throw refused('Malformed link');
  }
  let payload: Record<string, unknown> | null = null;
  for (const key of ctx.config.entryLinks.ssoKeys) {
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
  let isFirstUse: boolean;
  try {
    isFirstUse = await stores.tokens.setIfAbsent(`sso:jti:${jti}`, sub, ttlMs);
  } catch (error) {
    throw new StoreUnavailableError(error);
  }
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
  const profile = await loadProfile(ctx, Number(sub));
  if (
    !isSameEmail(profile.email, email) ||
    profile.status.toLowerCase() === 'closed'
  ) {
    throw refused('Invalid link');
  }
  await connectToDashboard(ctx, profile, serviceid ?? null);
  return profile;
}

/**
 * The spec's last step of an entry-link sign-in, for signed and legacy
 * links alike: a service named by the link must be one of the client's
 * (`GetClientsProducts`), then "Connected to Dashboard" is written to the
 * client's activity log.
 */
async function connectToDashboard(
  ctx: DomainContext,
  profile: ClientProfile,
  serviceId: number | null,
): Promise<void> {
  if (serviceId !== null) {
    const reply = await ctx.whmcs.getClientsProducts({
      clientid: profile.id,
      serviceid: serviceId,
    });
    if (
      !reply.products.some(
        (p) => p.id === serviceId && p.clientid === profile.id,
      )
    ) {
      throw refused('Invalid link');
    }
  }
  await ctx.whmcs.logActivity({
    clientid: profile.id,
    description: 'Connected to Dashboard',
  });
}

/**
 * Checks the spec's legacy auto-login (`identifier`, `secret`, `email`,
 * `userid`, optional `serviceid`): the credentials compared in constant time,
 * the client and the service checked in WHMCS, the visit logged.
 */
export async function verifyLegacyLink(
  query: URLSearchParams,
  ctx: DomainContext,
): Promise<ClientProfile> {
  const identifier = query.get('identifier') ?? '';
  const secret = query.get('secret') ?? '';
  // Both compared, in constant time, before either answer is used.
  const isIdentifier = safeEqual(identifier, ctx.config.whmcs.identifier);
  const isSecret = safeEqual(secret, ctx.config.whmcs.secret);
  if (!isIdentifier || !isSecret) {
    throw refused('Invalid link');
  }
  const userid = query.get('userid') ?? '';
  const email = query.get('email') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(userid) || !email) {
    throw refused('Invalid link');
  }
  const profile = await loadProfile(ctx, Number(userid));
  if (!isSameEmail(profile.email, email)) {
    throw refused('Invalid link');
  }
  const serviceId = query.get('serviceid');
  if (serviceId !== null && !/^[1-9]\d{0,9}$/.test(serviceId)) {
    throw refused('Invalid link');
  }
  await connectToDashboard(
    ctx,
    profile,
    serviceId === null ? null : Number(serviceId),
  );
  return profile;
}

/**
 * The alert link of a WHMCS e-mail (`?email=&userid=&identifier=`, no
 * secret): the visit is written to the client's activity log here, since the
 * identifier never reaches the page. The same checks and limits as
 * `sendAlert` apply; a refused alert is only logged.
 */
async function recordAlertVisit(
  query: URLSearchParams,
  request: FastifyRequest,
  options: { ctx: DomainContext; stores: Stores; now: () => number },
): Promise<void> {
  const { ctx, stores, now } = options;
  const identifier = query.get('identifier') ?? '';
  const userid = query.get('userid') ?? '';
  const email = query.get('email') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(userid) || !email) {
    return;
  }
  await consumeLimits(
    stores.counters,
    [
      { key: `alert:ip:${toIpKey(request.ip)}`, max: 20, windowMs: HOUR_MS },
      { key: `alert:client:${userid}`, max: 10, windowMs: HOUR_MS },
    ],
    now(),
  );
  // Constant time: the identifier is half of the WHMCS API credential.
  if (!safeEqual(identifier, ctx.config.whmcs.identifier)) {
    throw refused('Unknown identifier');
  }
  const profile = await loadProfile(ctx, Number(userid));
  if (!isSameEmail(profile.email, email)) {
    throw refused('Unknown client');
  }
  await ctx.whmcs.logActivity({
    clientid: profile.id,
    description: `Members area opened from an e-mail link (IP ${request.ip})`,
  });
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The locale prefix of a page path under the base (`''` for the default locale). */
function localePrefixOf(pathname: string): string {
  return localePrefix(splitLocale(pathname.slice(BASE_PATH.length)).locale);
}

/**
 * Handles entry links on page loads: a valid link signs the visitor in; then
 * (and also when it is refused, fails, or is not enabled) the browser is sent
 * to the same address without the token, identifier, secret and the e-mail
 * and client id that go with them, so no credential stays in the address
 * bar, the history or a Referer.
 */
export function registerEntryLinks(
  app: FastifyInstance,
  options: {
    ctx: DomainContext;
    stores: Stores;
    auth: AuthService;
    cookie: SessionCookieOptions;
    now: () => number;
  },
): void {
  const { ctx, auth, cookie } = options;
  app.addHook(
    'onRequest',
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET') {
        return;
      }
      const url = new URL(request.url, 'http://members.invalid');
      if (!url.pathname.startsWith(BASE_PATH) || isApiPath(url.pathname)) {
        return;
      }
      const clean = withoutCredentials(url);
      if (clean === null) {
        return;
      }
      const query = url.searchParams;
      const sso = query.get('sso');
      const isLegacy =
        ctx.config.entryLinks.legacyAutoLogin && query.has('secret');
      const isAlert =
        sso === null && !query.has('secret') && query.has('identifier');
      reply.header('referrer-policy', 'no-referrer');
      try {
        if (isAlert) {
          await recordAlertVisit(query, request, options);
          return reply.redirect(clean);
        }
        if (sso === null && !isLegacy) {
          // Legacy auto-login is off: the secret is dropped, unread.
          return reply.redirect(clean);
        }
        if (sso !== null && ctx.config.entryLinks.ssoKeys.length === 0) {
          throw refused('Signed links are not enabled');
        }
        const profile =
          sso !== null
            ? await verifySsoToken(sso, options)
            : await verifyLegacyLink(query, ctx);
        const { token } = await auth.signInByLink(profile, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          locale: DEFAULT_LOCALE,
          linkBase:
            ctx.config.publicUrl ?? `${request.protocol}://${request.host}`,
        });
        setSessionCookie(reply, cookie, token);
        request.log.info(
          { event: 'sign_in_succeeded', route: 'entry_link', ip: request.ip },
          'security: sign_in_succeeded',
        );
        return reply.redirect(clean);
      } catch (error) {
        const isClientError =
          error instanceof AppError && ERROR_STATUS[error.code] < 500;
        if (isAlert) {
          // A refused or failed alert changes nothing for the visitor.
          request.log.info(
            { reason: error instanceof Error ? error.message : 'unknown' },
            'entry alert not recorded',
          );
          return reply.redirect(clean);
        }
        if (!isClientError) {
          if (!wantsHtml(request)) {
            throw error;
          }
          // Even when WHMCS or the store fails, the secret leaves the address.
          request.log.error({ err: error }, 'entry link could not be checked');
          return reply.redirect(clean);
        }
        request.log.warn(
          {
            event: 'sign_in_failed',
            route: 'entry_link',
            ip: request.ip,
            reason: error.message,
          },
          'entry link refused',
        );
        if (wantsHtml(request)) {
          return reply.redirect(
            `${BASE_PATH}${localePrefixOf(url.pathname)}${PAGES.login}?entry=invalid`,
          );
        }
        return sendError(reply, error.code, error.message, {
          reason: 'entry_link',
        });
      }
    },
  );
}
