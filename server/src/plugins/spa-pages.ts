import {
  BASE_PATH,
  COOKIES,
  DEFAULT_LOCALE,
  isPagePath,
  localePrefix,
  PAGES,
} from '@members/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { sendError } from './error-handler.js';
import { isApiPath } from './same-origin.js';
import { sendHtml } from './spa-html.js';
import { colorSchemeOf, localeOf, routeOf } from './spa-paths.js';
import { withShellData } from './spa-shell-data.js';
import type { ShellDataReader } from './spa-shell-data.js';
import type { ShellRenderer } from './spa-shells.js';

/** Sends a page shell with the status given, revalidated by its ETag unless it is personal. */
export type ShellSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: 'index' | 'login',
  status: number,
) => Promise<FastifyReply>;

/** Creates the sender of the page shells: the app with its shell data, or the sign-in page. */
export function createShellSender(parts: {
  renderShell: ShellRenderer;
  shellData: ShellDataReader;
  hasBuild: boolean;
}): ShellSender {
  const { renderShell, shellData, hasBuild } = parts;
  return async (request, reply, page, status) => {
    const pathname = request.url.split('?')[0] ?? '';
    const rendered = renderShell(
      page,
      localeOf(pathname, request.cookies[COOKIES.locale]),
      status === 200 ? routeOf(pathname).route : '',
      colorSchemeOf(request.cookies[COOKIES.colorScheme]),
    );
    const withData = page === 'index' && hasBuild;
    const { shell, isPersonal } = withData
      ? await withShellData(shellData, request, rendered)
      : { shell: rendered, isPersonal: false };
    void reply.header('vary', 'Cookie, Accept-Encoding');
    if (isPersonal) {
      void reply.header('cache-control', 'no-store');
    } else {
      // A guest's app shell names their address (in the settings): no
      // shared cache keeps it.
      void reply
        .header('cache-control', withData ? 'private, no-cache' : 'no-cache')
        .header('etag', shell.etag);
      if (status === 200 && request.headers['if-none-match'] === shell.etag) {
        return reply.code(304).send();
      }
    }
    return sendHtml(request, reply, status, shell.html);
  };
}

/**
 * Answers every path no route answers: the JSON 404 envelope for the API
 * and other methods, the sign-in page for /login (home when signed in), the
 * app shell for the app's routes and with status 404 for any other path.
 */
export function createNotFoundHandler(
  shellData: ShellDataReader,
  sendShell: ShellSender,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  return async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (
      isApiPath(pathname) ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendError(reply, 'NOT_FOUND');
    }
    if (pathname === BASE_PATH) {
      return reply.redirect(`${BASE_PATH}/`);
    }
    if (!pathname.startsWith(`${BASE_PATH}/`)) {
      return sendError(reply, 'NOT_FOUND');
    }
    const { prefix, route } = routeOf(pathname);
    if (route === PAGES.login) {
      if ((await shellData(request)).user) {
        // The query goes along: a service link (`serviceid`) or a
        // referral (`aff_id`) is handled at home as on any entry
        // (product rules: Entry links); credentials never reach here.
        const queryAt = request.url.indexOf('?');
        const search = queryAt === -1 ? '' : request.url.slice(queryAt);
        return reply
          .header('cache-control', 'no-store')
          .redirect(
            `${BASE_PATH}${localePrefix(prefix ?? DEFAULT_LOCALE)}/${search}`,
          );
      }
      return sendShell(request, reply, 'login', 200);
    }
    return sendShell(request, reply, 'index', isPagePath(route) ? 200 : 404);
  };
}
