import { BASE_PATH } from '@members/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { defineRoute } from '../../http/define-route.js';
import type { RouteCall } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';
import type { ServerDeps } from '../../http/feature.js';
import {
  endBrowserSession,
  setSessionCookie,
} from '../../sessions/session-cookie.js';

import type { SignInMeta } from './auth.service.js';
import { sendCode, verifyCode } from './code-sign-in.service.js';
import { requestDevice, setDeviceCookie } from './device-cookie.js';
import type { RequestDevice } from './device-cookie.js';
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
  // The browser of a sign-in, from its device cookie (or a new one), put
  // into the call's meta for the sign-in's history and new-device mail.
  const withDevice = <C extends Pick<RouteCall<'auth'>, 'locale' | 'meta'>>(
    request: FastifyRequest,
    call: C,
  ): { call: C & { meta: SignInMeta }; device: RequestDevice } => {
    const device = requestDevice(request, cookie, call.locale, call.meta);
    const meta: SignInMeta = { ...call.meta, device };
    return { call: { ...call, meta }, device };
  };
  // The new token goes in the cookie; the session it replaces ends; a
  // browser without a device cookie gets one.
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    device: RequestDevice,
  ): Promise<void> => {
    await endReplacedSession(deps, request.cookies[cookie.name], token);
    setSessionCookie(reply, cookie, token);
    setDeviceCookie(reply, cookie, device);
  };
  // A first step that was right: a session, or the second step's cookie
  // on the SECOND_FACTOR_REQUIRED answer (the error reply carries it).
  const firstStepDone = async (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: SignInOutcome,
    device: RequestDevice,
  ) => {
    if ('secondStep' in outcome) {
      void reply.setCookie(SECOND_FACTOR_COOKIE, outcome.secondStep.token, {
        ...challengeCookie,
        maxAge: outcome.secondStep.expiresIn,
      });
      throw secondFactorRequired();
    }
    await signedIn(request, reply, outcome.token, device);
    return outcome.response;
  };
  return { challengeCookie, withDevice, signedIn, firstStepDone };
}

/** The sign-ins by a factor: the second step, and a passkey alone. */
function defineFactorRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  { challengeCookie, withDevice, signedIn }: ReturnType<typeof signInReplies>,
): void {
  defineRoute(app, 'secondFactor', {
    handler: async (plain, request, reply) => {
      const { call, device } = withDevice(request, plain);
      const result = await completeSecondFactor(
        deps,
        call,
        request.cookies[SECOND_FACTOR_COOKIE],
      );
      void reply.clearCookie(SECOND_FACTOR_COOKIE, challengeCookie);
      await signedIn(request, reply, result.token, device);
      return result.response;
    },
  });

  defineRoute(app, 'passkeySignInOptions', {
    handler: async (call) => passkeySignInOptions(deps, call),
  });

  defineRoute(app, 'passkeySignIn', {
    handler: async (plain, request, reply) => {
      const { call, device } = withDevice(request, plain);
      const result = await signInWithPasskey(deps, call);
      // A passkey also completes a sign-in waiting for its second step.
      void reply.clearCookie(SECOND_FACTOR_COOKIE, challengeCookie);
      await signedIn(request, reply, result.token, device);
      return result.response;
    },
  });
}

/** Sign-in (code, password, the second step, passkey, signup and its confirmation), sign-out and `me`. */
export const authFeature = defineFeature('auth', (app, deps) => {
  const { cookie } = deps;
  const replies = signInReplies(deps);
  const { challengeCookie, withDevice, signedIn, firstStepDone } = replies;

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
    handler: async (plain, request, reply) => {
      const { call, device } = withDevice(request, plain);
      const result = await verifyCode(deps, {
        ...call,
        challengeToken: request.cookies[LOGIN_CHALLENGE_COOKIE],
      });
      void reply.clearCookie(LOGIN_CHALLENGE_COOKIE, challengeCookie);
      return firstStepDone(request, reply, result, device);
    },
  });

  defineRoute(app, 'auth', {
    handler: async (plain, request, reply) => {
      const { call, device } = withDevice(request, plain);
      const result = await signInWithPassword(deps, call);
      return firstStepDone(request, reply, result, device);
    },
  });

  defineFactorRoutes(app, deps, replies);

  defineRoute(app, 'signup', {
    idempotent: true,
    handler: async (call) => signup(deps, call),
  });

  defineRoute(app, 'confirmSignup', {
    handler: async (plain, request, reply) => {
      const { call, device } = withDevice(request, plain);
      const result = await confirmSignup(deps, call);
      await signedIn(request, reply, result.token, device);
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
