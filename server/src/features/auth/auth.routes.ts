import {
  BASE_PATH,
  COOKIES,
  DEFAULT_LOCALE,
  localeSchema,
} from '@members/contract';
import type { Locale } from '@members/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  getClientProfile,
  isResellerProfile,
  toAuthUser,
} from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';
import type { SessionManager } from '../../lib/sessions.js';
import {
  endBrowserSession,
  sessionOf,
  setSessionCookie,
} from '../../plugins/session.js';
import type { SessionCookieOptions } from '../../plugins/session.js';

import type { AuthService, RequestMeta } from './auth.service.js';

/** The cookie that binds a code to the browser that asked for it. */
export const LOGIN_CHALLENGE_COOKIE = 'login_challenge';

/** Options of the auth routes. */
export interface AuthRouteOptions {
  auth: AuthService;
  sessions: SessionManager;
  ctx: DomainContext;
  cookie: SessionCookieOptions;
  hooks: RouteHooks;
}

function resolveLocale(request: FastifyRequest, requested?: Locale): Locale {
  if (requested) {
    return requested;
  }
  const fromCookie = localeSchema.safeParse(request.cookies[COOKIES.locale]);
  return fromCookie.success ? fromCookie.data : DEFAULT_LOCALE;
}

/** Registers sign-in, signup, sign-out and `me`. */
export function registerAuthRoutes(
  app: FastifyInstance,
  options: AuthRouteOptions,
): void {
  const { auth, cookie, hooks, ctx } = options;
  const challengeCookie = {
    httpOnly: true,
    secure: cookie.secure,
    sameSite: 'strict' as const,
    path: `${BASE_PATH}/api`,
  };
  const meta = (request: FastifyRequest, locale?: Locale): RequestMeta => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    locale: resolveLocale(request, locale),
    linkBase: ctx.config.publicUrl ?? `${request.protocol}://${request.host}`,
  });
  // A sign-in replaces the session the browser had (ASVS 7.2.4): the new
  // token goes in the cookie and the old session ends on the server.
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
  ): Promise<void> => {
    const previous = request.cookies[cookie.name];
    if (previous && previous !== token) {
      const session = await options.sessions
        .resolve(previous)
        .catch(() => null);
      if (session) {
        await options.sessions.close(session.id).catch(() => undefined);
      }
    }
    setSessionCookie(reply, cookie, token);
  };

  defineRoute(app, hooks, 'sendCode', {
    idempotent: true,
    handler: async (input, request, reply) => {
      const result = await auth.sendCode(input, meta(request, input.locale));
      void reply.setCookie(LOGIN_CHALLENGE_COOKIE, result.challengeToken, {
        ...challengeCookie,
        maxAge: result.response.expiresIn,
      });
      return result.response;
    },
  });

  defineRoute(app, hooks, 'verifyCode', {
    handler: async (input, request, reply) => {
      const result = await auth.verifyCode(
        input,
        request.cookies[LOGIN_CHALLENGE_COOKIE],
        meta(request),
      );
      void reply.clearCookie(LOGIN_CHALLENGE_COOKIE, challengeCookie);
      await signedIn(request, reply, result.token);
      return result.response;
    },
  });

  defineRoute(app, hooks, 'auth', {
    handler: async (input, request, reply) => {
      const result = await auth.signInWithPassword(input, meta(request));
      await signedIn(request, reply, result.token);
      return result.response;
    },
  });

  defineRoute(app, hooks, 'signup', {
    idempotent: true,
    handler: async (input, request) => {
      await auth.signup(input, meta(request, input.locale));
      return {};
    },
  });

  defineRoute(app, hooks, 'confirmSignup', {
    handler: async (input, request, reply) => {
      const result = await auth.confirmSignup(input, meta(request));
      await signedIn(request, reply, result.token);
      return result.response;
    },
  });

  defineRoute(app, hooks, 'logout', {
    handler: async (_input, request, reply) => {
      if (request.session) {
        await options.sessions.close(request.session.id);
      }
      endBrowserSession(reply, cookie);
      return {};
    },
  });

  defineRoute(app, hooks, 'me', {
    handler: async (_input, request) => {
      const session = sessionOf(request);
      const profile = await getClientProfile(ctx, session.record.clientId);
      const flags = {
        affiliate: profile.isAffiliate,
        reseller: isResellerProfile(profile, ctx.config.resellerGroups),
      };
      if (
        flags.affiliate !== session.record.affiliate ||
        flags.reseller !== session.record.reseller
      ) {
        await options.sessions.update(session.id, flags);
      }
      return {
        user: toAuthUser(profile, flags),
        email: profile.email,
        firstname: profile.firstname,
        lastname: profile.lastname,
      };
    },
  });
}
