import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { BASE_PATH, pageTitle } from '@members/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Brand } from '../brand/brand-settings.js';
import type { Config } from '../config.js';
import type { SessionCookieOptions } from '../sessions/session-cookie.js';
import type { SessionManager } from '../sessions/session-manager.js';

import { registerAssets } from './spa-assets.js';
import { escapeHtml } from './spa-html.js';
import type { Shell } from './spa-html.js';
import { readOfflinePages, registerOfflinePages } from './spa-offline.js';
import { createNotFoundHandler, createShellSender } from './spa-pages.js';
import { readPreloads } from './spa-preloads.js';
import type { Preloads } from './spa-preloads.js';
import { shellDataReader } from './spa-shell-data.js';
import { createShellRenderer } from './spa-shells.js';

/** Where `npm run build` puts the web app, relative to this file (src or dist). */
export const DEFAULT_WEB_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/** What the web app plugin is given. */
export interface SpaOptions {
  /** Folder of the built web app. */
  webRoot: string;
  config: Config;
  brand: Brand;
  sessions: SessionManager;
  cookie: SessionCookieOptions;
}

/**
 * Serves the built web app under /dashboard/: hashed assets pre-compressed
 * (brotli or gzip, as the browser accepts) with a year-long immutable cache,
 * and the page shells (the sign-in page for /login, the app for every other
 * route and locale prefix) with `no-cache` and an ETag, each in the page's
 * language with its catalog preloaded. Unknown paths get the app shell with
 * status 404, so the app shows its not-found page; unknown API paths get
 * the JSON 404 envelope. A signed-in customer who opens /login goes home,
 * the query kept.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: SpaOptions) => {
    const shellData = shellDataReader(options);
    const hasBuild = existsSync(path.join(options.webRoot, 'index.html'));
    const preloads: Preloads = hasBuild
      ? readPreloads(options.webRoot)
      : { locales: {}, route: () => [], brandTheme: [] };
    const title = escapeHtml(pageTitle(options.config.providerName));
    const renderShell = createShellRenderer({
      webRoot: options.webRoot,
      brand: options.brand,
      preloads,
      provider: escapeHtml(options.config.providerName),
      title,
    });

    if (hasBuild) {
      await registerAssets(app, options.webRoot);
    }

    // The offline pages, which the service worker fetches once and shows
    // without network: titled as every page (product rules: Limits),
    // revalidated like the shells.
    registerOfflinePages(
      app,
      hasBuild
        ? readOfflinePages(options.webRoot, title)
        : new Map<string, Shell>(),
    );

    const sendShell = createShellSender({ renderShell, shellData, hasBuild });

    app.get('/', (_request, reply) => reply.redirect(`${BASE_PATH}/`));

    // Unknown paths count toward the per-address request limit like the API
    // does, so nobody can flood the server with requests no route answers.
    app.setNotFoundHandler(
      { preHandler: app.rateLimit() },
      createNotFoundHandler(shellData, sendShell),
    );
  },
  { name: 'spa' },
);
