import { ENDPOINT_ROUTES } from '@members/contract';
import type { ErrorCode } from '@members/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { isApiPath } from './same-origin.js';

/** The stable names of security events in the log (`event` field). */
export type SecurityEvent =
  | 'sign_in_succeeded'
  | 'sign_in_failed'
  | 'access_refused'
  | 'csrf_refused'
  | 'rate_limited';

/** Routes whose success starts a session. */
const SIGN_IN_ROUTES = new Set<string>([
  ENDPOINT_ROUTES.verifyCode.path,
  ENDPOINT_ROUTES.auth.path,
  ENDPOINT_ROUTES.confirmSignup.path,
  ENDPOINT_ROUTES.secondFactor.path,
  ENDPOINT_ROUTES.passkeySignIn.path,
]);

/** Statuses that mean "you may not have this". */
const REFUSED_STATUSES = new Set([401, 403, 404]);

const errorCodes = new WeakMap<FastifyRequest, ErrorCode>();

/** Remembers the error code an answer was sent with (for the security log). */
export function rememberErrorCode(
  request: FastifyRequest,
  code: ErrorCode,
): void {
  errorCodes.set(request, code);
}

/** The error code an answer was sent with, if any. */
export function errorCodeOf(request: FastifyRequest): ErrorCode | undefined {
  return errorCodes.get(request);
}

/** The security event an answer is, with its level, or null for none. */
function securityEventOf(
  request: FastifyRequest,
  status: number,
): { level: 'info' | 'warn'; event: SecurityEvent } | null {
  const route = request.routeOptions.url;
  if (route !== undefined && SIGN_IN_ROUTES.has(route)) {
    if (status < 300) {
      return { level: 'info', event: 'sign_in_succeeded' };
    }
    if (status < 500) {
      return {
        level: 'warn',
        event: status === 429 ? 'rate_limited' : 'sign_in_failed',
      };
    }
  }
  if (status === 429) {
    return { level: 'warn', event: 'rate_limited' };
  }
  if (errorCodes.get(request) === 'CSRF') {
    return { level: 'warn', event: 'csrf_refused' };
  }
  if (
    route !== undefined &&
    isApiPath(request.url) &&
    REFUSED_STATUSES.has(status)
  ) {
    return { level: 'info', event: 'access_refused' };
  }
  return null;
}

/**
 * Logs security events with a stable `event` field once each answer is
 * sent: sign-in success and failure, refused access to the API (401, 403,
 * 404 of a route), refused cross-site changes and limit hits (429). Only
 * the route pattern is logged, never the address with its query, so tokens
 * in links stay out of the log.
 */
export const securityLogPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: it runs for every answer, and the
    // fields are gathered only for the few answers that are logged.
    app.addHook('onResponse', (request, reply, done) => {
      const found = securityEventOf(request, reply.statusCode);
      if (found) {
        const code = errorCodes.get(request);
        request.log[found.level](
          {
            event: found.event,
            route: request.routeOptions.url ?? 'unmatched',
            method: request.method,
            status: reply.statusCode,
            ip: request.ip,
            ...(code === undefined ? {} : { code }),
            ...(request.session
              ? { clientId: request.session.record.clientId }
              : {}),
          },
          `security: ${found.event}`,
        );
      }
      done();
    });
  },
  { name: 'security-log' },
);
