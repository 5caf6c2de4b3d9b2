import { BASE_PATH } from '@members/contract';
import type { Locale } from '@members/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { defineRoute } from '../../http/define-route.js';
import type { RouteHooks } from '../../http/define-route.js';
import { requestLocale } from '../../http/request-locale.js';
import {
  endBrowserSession,
  setSessionCookie,
} from '../../sessions/session-cookie.js';
import type { SessionCookieOptions } from '../../sessions/session-cookie.js';

import {
  confirmSignup,
  currentUser,
  endReplacedSession,
  sendCode,
  signInWithPassword,
  signOut,
  signup,
  verifyCode,
} from './auth.service.js';
import type { AuthDeps, RequestMeta } from './auth.service.js';

/** The cookie that binds a code to the browser that asked for it. */
export const LOGIN_CHALLENGE_COOKIE = 'login_challenge';

/** The facts about a request the sign-in use cases need. */
function requestMeta(
  deps: Pick<AuthDeps, 'ctx'>,
  request: FastifyRequest,
  locale?: Locale,
): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    locale: requestLocale(request, locale),
    linkBase:
      deps.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`,
  };
}

/** Registers sign-in, signup, sign-out and `me`. */
export function registerAuthRoutes(
  app: FastifyInstance,
  hooks: RouteHooks,
  deps: AuthDeps,
  cookie: SessionCookieOptions,
): void {
  const challengeCookie = {
    httpOnly: true,
    secure: cookie.secure,
    sameSite: 'strict' as const,
    path: `${BASE_PATH}/api`,
  };
  const meta = (request: FastifyRequest, locale?: Locale) =>
    requestMeta(deps, request, locale);
  // The new token goes in the cookie; the session it replaces ends.
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
  ): Promise<void> => {
    await endReplacedSession(deps, request.cookies[cookie.name], token);
    setSessionCookie(reply, cookie, token);
  };

  defineRoute(app, hooks, 'sendCode', {
    idempotent: true,
    handler: async (input, _identity, request, reply) => {
      const result = await sendCode(deps, input, meta(request, input.locale));
      void reply.setCookie(LOGIN_CHALLENGE_COOKIE, result.challengeToken, {
        ...challengeCookie,
        maxAge: result.response.expiresIn,
      });
      return result.response;
    },
  });

  defineRoute(app, hooks, 'verifyCode', {
    handler: async (input, _identity, request, reply) => {
      const result = await verifyCode(
        deps,
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
    handler: async (input, _identity, request, reply) => {
      const result = await signInWithPassword(deps, input, meta(request));
      await signedIn(request, reply, result.token);
      return result.response;
    },
  });

  defineRoute(app, hooks, 'signup', {
    idempotent: true,
    handler: async (input, _identity, request) => {
      await signup(deps, input, meta(request, input.locale));
      return {};
    },
  });

  defineRoute(app, hooks, 'confirmSignup', {
    handler: async (input, _identity, request, reply) => {
      const result = await confirmSignup(deps, input, meta(request));
      await signedIn(request, reply, result.token);
      return result.response;
    },
  });

  defineRoute(app, hooks, 'logout', {
    handler: async (_input, identity, _request, reply) => {
      await signOut(deps, identity);
      endBrowserSession(reply, cookie);
      return {};
    },
  });

  defineRoute(app, hooks, 'me', {
    handler: async (_input, identity) => currentUser(deps, identity),
  });
}
