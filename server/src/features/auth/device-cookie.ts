import { randomBytes } from 'node:crypto';

import type { Locale } from '@members/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { RequestMeta } from '../../http/define-route.js';
import type { SessionCookieOptions } from '../../sessions/session-cookie.js';

import type { SignInDevice } from './auth.service.js';

/** How long a browser keeps its device cookie: 400 days, the most browsers allow. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** A device id as this server makes them: 32 random bytes, base64url. */
const DEVICE_ID = /^[\w-]{43}$/;

/** The browser a sign-in comes from, and whether its cookie has to be set. */
export interface RequestDevice extends SignInDevice {
  /** No (valid) device cookie came with the request: the sign-in sets one. */
  isFresh: boolean;
}

/**
 * The device cookie's name: `__Host-` over HTTPS (Secure, no Domain, Path=/),
 * as the session cookie's.
 */
export function deviceCookieName(cookie: SessionCookieOptions): string {
  return cookie.secure ? '__Host-device' : 'device';
}

/**
 * The browser of a sign-in request: the id its device cookie carries, or a
 * new random one when it has none (or one this server did not make). The id
 * only tells this browser from the customer's others (ASVS 6.3.5, the
 * new-device mail); it grants nothing.
 */
export function requestDevice(
  request: FastifyRequest,
  cookie: SessionCookieOptions,
  locale: Locale,
  meta: Pick<RequestMeta, 'origin'>,
): RequestDevice {
  const sent = request.cookies[deviceCookieName(cookie)];
  const isKnown = sent !== undefined && DEVICE_ID.test(sent);
  return {
    id: isKnown ? sent : randomBytes(32).toString('base64url'),
    isFresh: !isKnown,
    locale,
    origin: meta.origin,
  };
}

/**
 * Sets the device cookie of a sign-in when the browser had none: httpOnly,
 * Secure as the session cookie, SameSite=Lax, 400 days. Path=/ rather than
 * the base path: the password sign-in is at `/api/auth`, outside it, and a
 * cookie it never received would make every password sign-in a new device.
 */
export function setDeviceCookie(
  reply: FastifyReply,
  cookie: SessionCookieOptions,
  device: RequestDevice,
): void {
  if (!device.isFresh) {
    return;
  }
  void reply.setCookie(deviceCookieName(cookie), device.id, {
    httpOnly: true,
    secure: cookie.secure,
    sameSite: 'lax',
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
