import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  LOCALES,
  localeSchema,
} from '@members/contract';
import type { Locale } from '@members/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { sendError } from './error-handler.js';
import { isApiPath } from './same-origin.js';

/** Where `npm run build` puts the web app, relative to this file (src or dist). */
export const DEFAULT_WEB_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/** The client routes of the web app (ARCHITECTURE.md "Routes"). */
export const CLIENT_ROUTES = [
  '/',
  '/login',
  '/invoice',
  '/openTicket',
  '/subscription',
  '/ticket',
  '/withdrawal',
  '/affiliate',
  '/resellers',
  '/reseller-success',
];

const BASE = '/dashboard';
const LOCALE_PREFIXES = LOCALES.filter((locale) => locale !== 'en-en');

/** Whether a path under /dashboard is one of the app's routes, with or without a locale prefix. */
export function isClientRoute(pathname: string): boolean {
  let route = pathname.slice(BASE.length) || '/';
  const [, first = ''] = route.split('/');
  if ((LOCALE_PREFIXES as string[]).includes(first)) {
    route = route.slice(first.length + 1) || '/';
  }
  if (route.length > 1 && route.endsWith('/')) {
    route = route.slice(0, -1);
  }
  return CLIENT_ROUTES.includes(route);
}

function escapeHtml(value: string): string {
  return value.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function fallbackShell(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>CUSTOMER DASHBOARD</title></head><body><main><h1>CUSTOMER DASHBOARD</h1><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p></main></body></html>`;
}

/** The locale a page is shown in: its URL prefix, else the remembered choice. */
function localeOf(pathname: string, cookie: string | undefined): Locale {
  const [, , first = ''] = pathname.split('/');
  if ((LOCALE_PREFIXES as string[]).includes(first)) {
    return first as Locale;
  }
  const remembered = localeSchema.safeParse(cookie);
  return remembered.success ? remembered.data : DEFAULT_LOCALE;
}

/**
 * Serves the built web app under /dashboard/: hashed assets with a long
 * cache, and the app shell (index.html) for every client route and locale
 * prefix. Unknown paths get the shell with status 404, so the app shows its
 * not-found page; unknown API paths get the JSON 404 envelope.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: { webRoot: string; providerName: string },
): Promise<void> {
  const indexFile = path.join(options.webRoot, 'index.html');
  const hasBuild = existsSync(indexFile);
  let shell: string | null = null;
  const title = escapeHtml(`${options.providerName} CUSTOMER DASHBOARD`);
  // The title and <html lang> are right before any script runs.
  const renderShell = (locale: Locale): string => {
    shell ??= hasBuild ? readFileSync(indexFile, 'utf8') : fallbackShell();
    return shell
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAGS[locale]}"`);
  };

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      prefix: `${BASE}/`,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  const sendShell = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
  ): FastifyReply =>
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        renderShell(
          localeOf(
            request.url.split('?')[0] ?? '',
            request.cookies.browserLang,
          ),
        ),
      );

  app.get('/', (_request, reply) => reply.redirect(`${BASE}/`));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (
      isApiPath(pathname) ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendError(reply, 'NOT_FOUND');
    }
    if (pathname === BASE) {
      return reply.redirect(`${BASE}/`);
    }
    if (pathname.startsWith(`${BASE}/`)) {
      return sendShell(request, reply, isClientRoute(pathname) ? 200 : 404);
    }
    return sendError(reply, 'NOT_FOUND');
  });
}
