import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import fastifyStatic from '@fastify/static';
import { LOCALES } from '@members/contract';
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

function fallbackShell(providerName: string): string {
  const title = `${providerName} CUSTOMER DASHBOARD`.replace(/[<>&"]/g, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p></main></body></html>`;
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
  const readShell = (): string => {
    shell ??= hasBuild
      ? readFileSync(indexFile, 'utf8')
      : fallbackShell(options.providerName);
    return shell;
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

  const sendShell = (reply: FastifyReply, status: number): FastifyReply =>
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(readShell());

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
      return sendShell(reply, isClientRoute(pathname) ? 200 : 404);
    }
    return sendError(reply, 'NOT_FOUND');
  });
}
