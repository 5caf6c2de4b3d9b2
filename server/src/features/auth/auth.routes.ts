import { BASE_PATH } from '@members/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';
import type { ServerDeps } from '../../http/feature.js';
import {
  endBrowserSession,
  setSessionCookie,
} from '../../sessions/session-cookie.js';

import { sendCode, verifyCode } from './code-sign-in.service.js';
import {
  passkeySignInOptions,
  signInWithPasskey,
} from './passkey-sign-in.service.js';
import { signInWithPassword } from './password-sign-in.service.js';
import {
  completeSecondFactor,
  secondFactorRequired,
} from './second-factor-sign-in.service.js';
import type { SignInOutcome } from './second-factor-sign-in.service.js';
import { currentUser, endReplacedSession, signOut } from './session.service.js';
import { confirmSignup, signup } from './signup.service.js';

/** The cookie that binds a code to the browser that asked for it. */
export const LOGIN_CHALLENGE_COOKIE = 'login_challenge';
/** The cookie that binds a sign-in waiting for its second factor to its browser. */
export const SECOND_FACTOR_COOKIE = 'second_factor';

/** How the sign-in routes answer: their cookies and the end of a sign-in step. */
function signInReplies(deps: ServerDeps) {
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
  // A first step that was right: a session, or the second step's cookie
  // on the SECOND_FACTOR_REQUIRED answer (the error reply carries it).
  const firstStepDone = async (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: SignInOutcome,
  ) => {
    if ('secondStep' in outcome) {
      void reply.setCookie(SECOND_FACTOR_COOKIE, outcome.secondStep.token, {
        ...challengeCookie,
        maxAge: outcome.secondStep.expiresIn,
      });
      throw secondFactorRequired();
    }
    await signedIn(request, reply, outcome.token);
    return outcome.response;
  };
  return { challengeCookie, signedIn, firstStepDone };
}

/** Sign-in (code, password, the second step, passkey, signup and its confirmation), sign-out and `me`. */
export const authFeature = defineFeature('auth', (app, deps) => {
  const { cookie } = deps;
  const { challengeCookie, signedIn, firstStepDone } = signInReplies(deps);

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
      return firstStepDone(request, reply, result);
    },
  });

  defineRoute(app, 'auth', {
    handler: async (call, request, reply) =>
      firstStepDone(request, reply, await signInWithPassword(deps, call)),
  });

  defineRoute(app, 'secondFactor', {
    handler: async (call, request, reply) => {
      const result = await completeSecondFactor(
        deps,
        call,
        request.cookies[SECOND_FACTOR_COOKIE],
      );
      void reply.clearCookie(SECOND_FACTOR_COOKIE, challengeCookie);
      await signedIn(request, reply, result.token);
      return result.response;
    },
  });

  defineRoute(app, 'passkeySignInOptions', {
    handler: async (call) => passkeySignInOptions(deps, call),
  });

  defineRoute(app, 'passkeySignIn', {
    handler: async (call, request, reply) => {
      const result = await signInWithPasskey(deps, call);
      // A passkey also completes a sign-in waiting for its second step.
      void reply.clearCookie(SECOND_FACTOR_COOKIE, challengeCookie);
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
