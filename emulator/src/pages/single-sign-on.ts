import type { FastifyInstance } from 'fastify';

import type { ServerClock } from '../calendar.js';
import type { Database } from '../db/database.js';
import {
  insertWebSession,
  redeemSsoToken,
  type SsoTokenRow,
} from '../db/sso.js';
import { randomHex } from '../random.js';
import { unescapeLikeWhmcs } from '../text.js';

import { renderErrorPage } from './html.js';
import { setSessionCookie } from './session.js';

/** A relative path from `sso_redirect_path`, or `undefined` if it would leave this site. */
function toLocalPath(path: string): string | undefined {
  const trimmed = path.trim().replace(/^\/+/, '');
  if (
    trimmed === '' ||
    /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ||
    trimmed.includes('\\')
  ) {
    return undefined;
  }
  return `/${trimmed}`;
}

/** Where a redeemed token sends the browser, by its `destination`. */
export function getSsoLocation(token: SsoTokenRow): string {
  const { destination } = token;
  if (destination === 'sso:custom_redirect') {
    // The path is stored HTML-encoded like every text WHMCS saves; the redirect uses it
    // as given, so a query with several parameters (`action=masspay&all=true`) survives.
    return (
      toLocalPath(unescapeLikeWhmcs(token.redirect_path)) ?? '/clientarea.php'
    );
  }
  if (destination === 'clientarea:product_details') {
    return `/clientarea.php?action=productdetails&id=${token.service_id}`;
  }
  if (destination.startsWith('clientarea:')) {
    return `/clientarea.php?action=${encodeURIComponent(destination.slice('clientarea:'.length))}`;
  }
  return '/clientarea.php';
}

/**
 * `GET /oauth/singlesignon.php?access_token=…`: redeems a CreateSsoToken token once
 * (within 60 s), starts a cookie session for its client and redirects to the
 * token's destination; anything else gets a 403 page.
 */
export function registerSingleSignOnPage(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: ServerClock },
): void {
  app.get<{ Querystring: { access_token?: string } }>(
    '/oauth/singlesignon.php',
    async (request, reply) => {
      const token = redeemSsoToken(
        db,
        String(request.query.access_token ?? ''),
        clock.now(),
      );
      if (!token || !token.client_id) {
        return reply
          .code(403)
          .type('text/html; charset=utf-8')
          .send(
            renderErrorPage(
              'Sign-in link not valid',
              'This single sign-on link is invalid, was already used or has expired. Please go back and try again.',
            ),
          );
      }
      const sessionId = randomHex(32);
      insertWebSession(db, {
        id: sessionId,
        client_id: token.client_id,
        user_id: token.user_id,
        created_at: clock.now(),
      });
      setSessionCookie(request, reply, sessionId);
      return reply.redirect(getSsoLocation(token), 302);
    },
  );
}
