import { BASE_PATH } from '@members/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { AppError } from '../lib/app-error.js';
import type { SessionCookieOptions } from '../sessions/session-cookie.js';

/** The header every change from the web app carries. */
export const CSRF_HEADER = 'x-requested-with';
/** Its required value. */
export const CSRF_HEADER_VALUE = 'members-area';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function expectedOrigin(
  request: FastifyRequest,
  publicUrl: string | null,
): string {
  if (publicUrl) {
    return new URL(publicUrl).origin;
  }
  return `${request.protocol}://${request.host}`;
}

/** Throws the CSRF refusal when a change is cross-site (the rules below). */
function checkSameOrigin(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { publicUrl: string | null; cookie: SessionCookieOptions },
): void {
  // A path or method no route answers changes nothing: it gets its 404.
  if (
    SAFE_METHODS.has(request.method) ||
    !isApiPath(request.url) ||
    request.is404
  ) {
    return;
  }
  void reply.header('vary', 'Origin, Sec-Fetch-Site');
  if (request.headers.authorization !== undefined) {
    return;
  }
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
    throw new AppError('CSRF', 'Missing X-Requested-With: members-area');
  }
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (fetchSite !== undefined) {
    if (fetchSite !== 'same-origin') {
      throw new AppError('CSRF', 'Cross-site request refused');
    }
    return;
  }
  if (origin !== undefined) {
    if (origin !== expectedOrigin(request, options.publicUrl)) {
      throw new AppError('CSRF', 'Cross-origin request refused');
    }
    return;
  }
  if (request.cookies[options.cookie.name] !== undefined) {
    throw new AppError('CSRF', 'A cookie-authenticated change needs Origin');
  }
}

/**
 * Refuses cross-site changes (403 CSRF). A change must carry
 * `X-Requested-With: members-area` (a custom header cannot be sent cross-site
 * without a CORS preflight, which we never grant). When the browser tells
 * where the request comes from (`Sec-Fetch-Site`, `Origin`), it must be this
 * site; a cookie-authenticated change must say so. Bearer calls are exempt:
 * a browser never adds that header by itself.
 */
export const sameOriginPlugin = fp(
  async (
    app: FastifyInstance,
    options: { publicUrl: string | null; cookie: SessionCookieOptions },
  ) => {
    // A callback hook, not an async one: it runs for every request.
    app.addHook('onRequest', (request, reply, done) => {
      try {
        checkSameOrigin(request, reply, options);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    });
  },
  { name: 'same-origin' },
);

/** Whether a URL belongs to the JSON API. */
export function isApiPath(url: string): boolean {
  return url.startsWith(`${BASE_PATH}/api/`) || url.startsWith('/api/');
}
