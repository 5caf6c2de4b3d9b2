import {
  BASE_PATH,
  ERROR_STATUS,
  localePrefix,
  PAGES,
  splitLocale,
} from '@members/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { defineFeature } from '../../http/feature.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';
import { sendError } from '../../plugins/error-handler.js';
import { isApiPath } from '../../plugins/same-origin.js';
import { setSessionCookie } from '../../sessions/session-cookie.js';

import { requestDevice, setDeviceCookie } from './device-cookie.js';
import { recordAlertLink, signInByEntryLink } from './entry-links.service.js';

/** Entry parameters that carry a credential (a token, the WHMCS API identifier or secret). */
const CREDENTIAL_PARAMS = ['sso', 'secret', 'identifier'];
/** Parameters that go with them and name the account. */
const COMPANION_PARAMS = ['email', 'userid'];

/**
 * The address without any credential parameter and its companions (in any
 * letter case), or null when it carries no credential.
 */
export function withoutCredentials(url: URL): string | null {
  const names = [...new Set(url.searchParams.keys())];
  if (!names.some((name) => CREDENTIAL_PARAMS.includes(name.toLowerCase()))) {
    return null;
  }
  const clean = new URL(url);
  for (const name of names) {
    const lower = name.toLowerCase();
    if (CREDENTIAL_PARAMS.includes(lower) || COMPANION_PARAMS.includes(lower)) {
      clean.searchParams.delete(name);
    }
  }
  return `${clean.pathname}${clean.search}`;
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The locale prefix of a page path under the base (`''` for the default locale). */
function localePrefixOf(pathname: string): string {
  return localePrefix(splitLocale(pathname.slice(BASE_PATH.length)).locale);
}

/**
 * Signs the visitor in by the link's credential: the session cookie, and
 * the device cookie when the browser has none (the sign-in's history).
 */
async function signInByLink(
  deps: ServerDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  url: URL,
): Promise<void> {
  const device = requestDevice(
    request,
    deps.cookie,
    splitLocale(url.pathname.slice(BASE_PATH.length)).locale,
    { origin: `${request.protocol}://${request.host}` },
  );
  const { token } = await signInByEntryLink(deps, url.searchParams, {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    device,
  });
  setSessionCookie(reply, deps.cookie, token);
  setDeviceCookie(reply, deps.cookie, device);
}

/**
 * Handles entry links on page loads: a valid link signs the visitor in; then
 * (and also when it is refused, fails, or is not enabled) the browser is sent
 * to the same address without the token, identifier, secret and the e-mail
 * and client id that go with them, so no credential stays in the address
 * bar, the history or a Referer.
 */
export const entryLinksFeature = defineFeature('entry-links', (app, deps) => {
  const { config } = deps;
  app.addHook(
    'onRequest',
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET') {
        return;
      }
      const url = new URL(request.url, 'http://members.invalid');
      if (!url.pathname.startsWith(BASE_PATH) || isApiPath(url.pathname)) {
        return;
      }
      const clean = withoutCredentials(url);
      if (clean === null) {
        return;
      }
      const query = url.searchParams;
      const sso = query.get('sso');
      const isLegacy = config.entryLinks.legacyAutoLogin && query.has('secret');
      const isAlert =
        sso === null && !query.has('secret') && query.has('identifier');
      reply.header('referrer-policy', 'no-referrer');
      try {
        if (isAlert) {
          await recordAlertLink(deps, query, request.ip);
          return reply.redirect(clean);
        }
        if (sso === null && !isLegacy) {
          // Legacy auto-login is off: the secret is dropped, unread.
          return reply.redirect(clean);
        }
        await signInByLink(deps, request, reply, url);
        request.log.info(
          { event: 'sign_in_succeeded', route: 'entry_link', ip: request.ip },
          'security: sign_in_succeeded',
        );
        return reply.redirect(clean);
      } catch (error) {
        const isClientError =
          error instanceof AppError && ERROR_STATUS[error.code] < 500;
        if (isAlert) {
          // A refused or failed alert changes nothing for the visitor.
          request.log.info(
            { reason: error instanceof Error ? error.message : 'unknown' },
            'entry alert not recorded',
          );
          return reply.redirect(clean);
        }
        if (!isClientError) {
          if (!wantsHtml(request)) {
            throw error;
          }
          // Even when WHMCS or the store fails, the secret leaves the address.
          request.log.error({ err: error }, 'entry link could not be checked');
          return reply.redirect(clean);
        }
        request.log.warn(
          {
            event: 'sign_in_failed',
            route: 'entry_link',
            ip: request.ip,
            reason: error.message,
          },
          'entry link refused',
        );
        if (wantsHtml(request)) {
          return reply.redirect(
            `${BASE_PATH}${localePrefixOf(url.pathname)}${PAGES.login}?entry=invalid`,
          );
        }
        return sendError(reply, error.code, error.message, {
          reason: 'entry_link',
        });
      }
    },
  );
});
