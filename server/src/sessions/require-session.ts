import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AppError } from '../lib/app-error.js';

import { clearSessionCookie, readSessionToken } from './session-cookie.js';
import type { SessionCookieOptions } from './session-cookie.js';
import type { ActiveSession, SessionManager } from './session-manager.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session; set by `requireSession`. */
    session: ActiveSession | null;
    /** How the request authenticated, when it carried a token at all. */
    authVia: 'cookie' | 'bearer' | null;
  }
}

/**
 * Registers the session decorations and returns the `requireSession`
 * pre-handler for routes that need a signed-in customer.
 */
export function registerSession(
  app: FastifyInstance,
  sessions: SessionManager,
  cookie: SessionCookieOptions,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  app.decorateRequest('session', null);
  app.decorateRequest('authVia', null);

  return async function requireSession(request, reply) {
    const found = readSessionToken(request, cookie);
    const session = found ? await sessions.resolve(found.token) : null;
    if (!found || !session) {
      if (found?.via === 'cookie') {
        clearSessionCookie(reply, cookie);
      }
      throw new AppError('UNAUTHENTICATED', 'Sign in first');
    }
    request.session = session;
    request.authVia = found.via;
  };
}

/** The request's session; only for routes behind `requireSession`. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) {
    throw new AppError('UNAUTHENTICATED', 'Sign in first');
  }
  return request.session;
}
