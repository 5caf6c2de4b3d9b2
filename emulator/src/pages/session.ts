import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Database } from '../db/database.js';
import { getWebSession, type WebSessionRow } from '../db/sso.js';

/** The demo pages' session cookie; not WHMCS's name, to stay clear of the members area's cookies. */
export const SESSION_COOKIE = 'whmcs_emulator_session';

/** Reads one cookie from the request's Cookie header. */
export function readCookie(
  request: FastifyRequest,
  name: string,
): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      return decodeURIComponent(rest.join('='));
    }
  }
  return undefined;
}

/** Sets the httpOnly session cookie (Secure when served over HTTPS). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${encodeURIComponent(sessionId)}; Path=/; HttpOnly; SameSite=Lax${secure}`,
  );
}

/** The signed-in session of a request, if any. */
export function getSession(
  db: Database,
  request: FastifyRequest,
): WebSessionRow | undefined {
  const id = readCookie(request, SESSION_COOKIE);
  return id ? getWebSession(db, id) : undefined;
}
