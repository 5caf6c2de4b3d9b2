import { BASE_PATH } from '@members/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';
import {
  endBrowserSession,
  setSessionCookie,
} from '../../sessions/session-cookie.js';

import { sendCode, verifyCode } from './code-sign-in.service.js';
import { signInWithPassword } from './password-sign-in.service.js';
import { currentUser, endReplacedSession, signOut } from './session.service.js';
import { confirmSignup, signup } from './signup.service.js';

/** The cookie that binds a code to the browser that asked for it. */
export const LOGIN_CHALLENGE_COOKIE = 'login_challenge';

/** Sign-in (code, password, signup and its confirmation), sign-out and `me`. */
export const authFeature = defineFeature('auth', (app, deps) => {
  const { cookie } = deps;
  const challengeCookie = {
    httpOnly: true,
    secure: cookie.secure,
    sameSite: 'strict' as const,
    path: `${BASE_PATH}/api`,
  };
  // The new token goes in the cookie; the session it replaces ends.
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
  ): Promise<void> => {
    await endReplacedSession(deps, request.cookies[cookie.name], token);
    setSessionCookie(reply, cookie, token);
  };

  defineRoute(app, 'sendCode', {
    idempotent: true,
    handler: async (call, _request, reply) => {
      const result = await sendCode(deps, call);
      void reply.setCookie(LOGIN_CHALLENGE_COOKIE, result.challengeToken, {
        ...challengeCookie,
        maxAge: result.response.expiresIn,
      });
      return result.response;
    },
  });

  defineRoute(app, 'verifyCode', {
    handler: async (call, request, reply) => {
      const result = await verifyCode(deps, {
        ...call,
        challengeToken: request.cookies[LOGIN_CHALLENGE_COOKIE],
      });
      void reply.clearCookie(LOGIN_CHALLENGE_COOKIE, challengeCookie);
      await signedIn(request, reply, result.token);
      return result.response;
    },
  });

  defineRoute(app, 'auth', {
    handler: async (call, request, reply) => {
      const result = await signInWithPassword(deps, call);
      await signedIn(request, reply, result.token);
      return result.response;
    },
  });

  defineRoute(app, 'signup', {
    idempotent: true,
    handler: async (call) => signup(deps, call),
  });

  defineRoute(app, 'confirmSignup', {
    handler: async (call, request, reply) => {
      const result = await confirmSignup(deps, call);
      await signedIn(request, reply, result.token);
      return result.response;
    },
  });

  defineRoute(app, 'logout', {
    handler: async (call, _request, reply) => {
      const answer = await signOut(deps, call);
      endBrowserSession(reply, cookie);
      return answer;
    },
  });

  defineRoute(app, 'me', {
    handler: async (call) => currentUser(deps, call),
  });
});
