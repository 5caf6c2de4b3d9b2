import { COOKIES } from '@members/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { SESSION_TTL_SECONDS } from './session-manager.js';

/** Cookie settings of the session, derived from how the app is served. */
export interface SessionCookieOptions {
  /** `__Host-sid` over HTTPS, `sid` on plain-http local demos. */
  name: string;
  secure: boolean;
}

/** Picks the session cookie name and flags for a public URL. */
export function getSessionCookieOptions(
  publicUrl: string | null,
): SessionCookieOptions {
  const secure = publicUrl?.startsWith('https://') ?? false;
  return { name: secure ? COOKIES.secureSession : COOKIES.session, secure };
}

/** Reads the session token of a request: the bearer header wins over the cookie. */
export function readSessionToken(
  request: FastifyRequest,
  cookie: SessionCookieOptions,
): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ? { token: match[1], via: 'bearer' } : null;
  }
  const token = request.cookies[cookie.name];
  return token ? { token, via: 'cookie' } : null;
}

/** Sets the session cookie (HttpOnly, SameSite=Lax, Path=/, 180 days). */
export function setSessionCookie(
  reply: FastifyReply,
  cookie: SessionCookieOptions,
  token: string,
): void {
  void reply.setCookie(cookie.name, token, {
    httpOnly: true,
    secure: cookie.secure,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
}

/**
 * Tells the browser to drop what it kept for the site when a session ends
 * there (ASVS 14.3.1): cached answers and storage. Cookies are not cleared
 * wholesale: the referral (`aff_id`), the language and the colour scheme are
 * not the customer's data and outlive a sign-out; the session cookie and the
 * persisted sign-in state (`membersArea`) are removed one by one.
 */
export const CLEAR_SITE_DATA = '"cache", "storage"';

/**
 * Removes the session cookie and the persisted sign-in state, and asks the
 * browser to clear the site's cache and storage.
 */
export function endBrowserSession(
  reply: FastifyReply,
  cookie: SessionCookieOptions,
): void {
  clearSessionCookie(reply, cookie);
  // Written by the web app (readable by its script, Path=/, SameSite=Lax).
  void reply.clearCookie(COOKIES.state, {
    path: '/',
    sameSite: 'lax',
    secure: cookie.secure,
  });
  void reply.header('clear-site-data', CLEAR_SITE_DATA);
}

/** Removes the session cookie. */
export function clearSessionCookie(
  reply: FastifyReply,
  cookie: SessionCookieOptions,
): void {
  void reply.clearCookie(cookie.name, {
    httpOnly: true,
    secure: cookie.secure,
    sameSite: 'lax',
    path: '/',
  });
}
