import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { AppError } from '../lib/app-error.js';

import { clearSessionCookie, readSessionToken } from './session-cookie.js';
import type { SessionCookieOptions } from './session-cookie.js';
import type { ActiveSession, SessionManager } from './session-manager.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers 401 unless the request carries a live session (cookie or bearer). */
    requireSession: (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<void>;
  }
  interface FastifyInstance {
    /**
     * Reads the session of a public route that acts differently when someone
     * is signed in (online cancellation): sets it when the request carries a
     * live one, and leaves a guest a guest (never 401).
     */
    readSession: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in session; set by `requireSession` (or `readSession`). */
    session: ActiveSession | null;
    /** How the request authenticated, when it carried a token at all. */
    authVia: 'cookie' | 'bearer' | null;
  }
}

/** What the session plugin is given. */
export interface SessionPluginOptions {
  sessions: SessionManager;
  cookie: SessionCookieOptions;
}

/**
 * The session plugin: decorates requests with their session and the app
 * with `requireSession`, the hook of every route that needs a signed-in
 * customer (`defineRoute` adds it).
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, { sessions, cookie }: SessionPluginOptions) => {
    app.decorateRequest('session', null);
    app.decorateRequest('authVia', null);
    app.decorate(
      'requireSession',
      async function requireSession(
        request: FastifyRequest,
        reply: FastifyReply,
      ): Promise<void> {
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
      },
    );
    app.decorate(
      'readSession',
      async function readSession(request: FastifyRequest): Promise<void> {
        const found = readSessionToken(request, cookie);
        const session = found ? await sessions.resolve(found.token) : null;
        if (found && session) {
          request.session = session;
          request.authVia = found.via;
        }
      },
    );
  },
  { name: 'session' },
);

/** The request's session; only for routes behind `requireSession`. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) {
    throw new AppError('UNAUTHENTICATED', 'Sign in first');
  }
  return request.session;
}
