import { DEFAULT_LOCALE, ERROR_STATUS } from '@members/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify } from 'jose';

import { getClientProfile } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import { AppError, StoreUnavailableError } from '../../lib/app-error.js';
import { safeEqual } from '../../lib/crypto.js';
import { isSameEmail } from '../../lib/email.js';
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
 * matches.
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
  const profile = await loadProfile(ctx, Number(sub));
  if (
    !isSameEmail(profile.email, email) ||
    profile.status.toLowerCase() === 'closed'
  ) {
    throw refused('Invalid link');
  }
  return profile;
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
  if (serviceId !== null) {
    if (!/^[1-9]\d{0,9}$/.test(serviceId)) {
      throw refused('Invalid link');
    }
    const reply = await ctx.whmcs.getClientsProducts({
      clientid: profile.id,
      serviceid: Number(serviceId),
    });
    if (
      !reply.products.some(
        (p) => p.id === Number(serviceId) && p.clientid === profile.id,
      )
    ) {
      throw refused('Invalid link');
    }
  }
  await ctx.whmcs.logActivity({
    clientid: profile.id,
    description: 'Connected to Dashboard',
  });
  return profile;
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function localePrefixOf(pathname: string): string {
  const match = /^\/dashboard\/([a-z]{2}-[a-z]{2})(\/|$)/.exec(pathname);
  return match?.[1] && match[1] !== DEFAULT_LOCALE ? `/${match[1]}` : '';
}

/**
 * Handles entry links on page loads: a valid link signs the visitor in; then
 * (and also when it is refused) the browser is sent to the same address
 * without the token or secret, so it never stays in the address bar or the
 * history.
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
      if (!url.pathname.startsWith('/dashboard') || isApiPath(url.pathname)) {
        return;
      }
      const sso = url.searchParams.get('sso');
      const isLegacy =
        ctx.config.entryLinks.legacyAutoLogin && url.searchParams.has('secret');
      if (sso === null && !isLegacy) {
        return;
      }
      const query = new URLSearchParams(url.searchParams);
      url.searchParams.delete('sso');
      url.searchParams.delete('secret');
      url.searchParams.delete('identifier');
      const clean = `${url.pathname}${url.search}`;
      try {
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
        return reply.header('referrer-policy', 'no-referrer').redirect(clean);
      } catch (error) {
        if (!(error instanceof AppError) || ERROR_STATUS[error.code] >= 500) {
          throw error;
        }
        request.log.info({ reason: error.message }, 'entry link refused');
        if (wantsHtml(request)) {
          return reply.redirect(
            `/dashboard${localePrefixOf(url.pathname)}/login?entry=invalid`,
          );
        }
        return sendError(reply, error.code, error.message, {
          reason: 'entry_link',
        });
      }
    },
  );
}
