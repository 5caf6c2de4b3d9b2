import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  brotliCompressSync,
  constants as zlibConstants,
  gzipSync,
} from 'node:zlib';

import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import {
  BASE_PATH,
  BRAND_LOGO_META,
  brandAccents,
  COLOR_SCHEMES,
  COOKIES,
  DEFAULT_LOCALE,
  isPagePath,
  LOCALE_TAGS,
  LOCALES,
  localePrefix,
  localeSchema,
  PAGES,
  pageTitle,
  FOOTER_LINKS_ID,
  SHELL_DATA_ID,
  splitLocale,
} from '@members/contract';
import type { ColorSchemeChoice, Locale, ShellData } from '@members/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { brandAssetUrl, BRAND_FAVICON_PATH } from '../brand/brand-settings.js';
import type { Brand } from '../brand/brand-settings.js';
import type { Config } from '../config.js';
import { toAuthUser } from '../domain/client.js';
import { getPublicSettings } from '../domain/public-settings.js';
import { IMMUTABLE_CACHE, sendUnknownFile } from '../http/hashed-files.js';
import { readSessionToken } from '../sessions/session-cookie.js';
import type { SessionCookieOptions } from '../sessions/session-cookie.js';
import type { SessionManager } from '../sessions/session-manager.js';

import { sendError } from './error-handler.js';
import {
  EARLY_ALL_DATA_SCRIPT,
  inlineScript,
  WARM_FORMATS_SCRIPT,
} from './inline-scripts.js';
import { isApiPath } from './same-origin.js';

/** Where `npm run build` puts the web app, relative to this file (src or dist). */
export const DEFAULT_WEB_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/** A path under /dashboard split into its locale prefix and the route behind it. */
function routeOf(pathname: string): { prefix: Locale | null; route: string } {
  const { locale, path } = splitLocale(pathname.slice(BASE_PATH.length) || '/');
  const prefix = locale === DEFAULT_LOCALE ? null : locale;
  let route = path;
  if (route.length > 1 && route.endsWith('/')) {
    route = route.slice(0, -1);
  }
  return { prefix, route };
}

/** Whether a path under /dashboard is one of the app's routes, with or without a locale prefix. */
export function isClientRoute(pathname: string): boolean {
  return isPagePath(routeOf(pathname).route);
}

function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** JSON safe inside a <script> element: no `</script>`, no comment or CDATA tricks. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

function fallbackShell(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>CUSTOMER DASHBOARD</title></head><body><main><h1>CUSTOMER DASHBOARD</h1><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p></main></body></html>`;
}

/** The locale a page is shown in: its URL prefix, else the remembered choice. */
function localeOf(pathname: string, cookie: string | undefined): Locale {
  const { prefix } = routeOf(pathname);
  if (prefix) {
    return prefix;
  }
  const remembered = localeSchema.safeParse(cookie);
  return remembered.success ? remembered.data : DEFAULT_LOCALE;
}

/** The remembered colour scheme; `auto` (the system decides) without a valid cookie. */
function colorSchemeOf(cookie: string | undefined): ColorSchemeChoice {
  return COLOR_SCHEMES.find((scheme) => scheme === cookie) ?? 'auto';
}

/** A chunk of the build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

/** What the shells preload, read from the build manifest. */
interface Preloads {
  /** The file of each locale's catalog. */
  locales: Partial<Record<Locale, string>>;
  /** The scripts of a route's screen, with everything they import. */
  route: (route: string) => string[];
  /** The app's theme for a brand colour (`web/src/brand-theme.ts`), with what it imports. */
  brandTheme: string[];
}

/** The module of each route's screen, as `web/src/app/router.tsx` loads it. */
function screenModuleOf(route: string): string | null {
  if (!isPagePath(route) || route === PAGES.login) {
    return null;
  }
  const name =
    route === '/'
      ? 'dashboard'
      : route.slice(1).replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`);
  return `src/app/routes/${name}.tsx`;
}

function readPreloads(webRoot: string): Preloads {
  const file = path.join(webRoot, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const locales: Partial<Record<Locale, string>> = {};
  for (const chunk of Object.values(manifest)) {
    const locale = LOCALES.find((code) => chunk.name === `locale-${code}`);
    if (locale) {
      locales[locale] = chunk.file;
    }
  }
  const scriptsOf = (module: string | null): string[] => {
    const scripts = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) {
        return;
      }
      scripts.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    if (module) {
      visit(module);
    }
    return [...scripts];
  };
  return {
    locales,
    route: (route) => scriptsOf(screenModuleOf(route)),
    brandTheme: scriptsOf('src/brand-theme.ts'),
  };
}

/** The built-in blue of the favicon and the browser's bar, without a brand colour. */
export const DEFAULT_THEME_COLOR = '#1c4fd6';

/**
 * What the brand puts in a page's head, in place of the built-in favicon
 * link: the favicon (the brand icon, else the built-in mark), the colour
 * of the browser's bar, and on the sign-in page the addresses of its
 * logos and its colours as the CSS variables `login.css` reads (the fill
 * of buttons and its text, the readable link colour and the tint of each
 * scheme; `brandAccents`, as the app's theme). Every value is a colour
 * computed from the validated #rrggbb or a hashed brand file address.
 */
export function brandHead(brand: Brand, page: 'index' | 'login'): string {
  const favicon = brand.icon
    ? `<link rel="icon" type="image/png" href="${BRAND_FAVICON_PATH}">`
    : `<link rel="icon" type="image/svg+xml" href="${BASE_PATH}/favicon.svg">`;
  const themeColor = `<meta name="theme-color" content="${brand.color?.value ?? DEFAULT_THEME_COLOR}">`;
  if (page !== 'login') {
    return `${favicon}${themeColor}`;
  }
  const logos = (['light', 'dark'] as const)
    .map((scheme) => {
      const url = brandAssetUrl(
        scheme === 'light' ? brand.logo : brand.logoDark,
      );
      return url
        ? `<meta name="${BRAND_LOGO_META[scheme]}" content="${escapeHtml(url)}">`
        : '';
    })
    .join('');
  let style = '';
  if (brand.color) {
    const { value, shades, text } = brand.color;
    const { light, dark, fillHover } = brandAccents(shades);
    const variables = {
      '--theme-fill': value,
      '--theme-fill-hover': fillHover,
      '--theme-fill-text': text,
      '--theme-link': light.text,
      '--theme-link-dark': dark.text,
      '--theme-tint': shades[0] ?? light.tint,
      '--theme-tint-dark': dark.tint,
    };
    style = `<style>:root{${Object.entries(variables)
      .map(([name, color]) => `${name}:${escapeHtml(color)}`)
      .join(';')}}</style>`;
  }
  return `${favicon}${themeColor}${logos}${style}`;
}

/**
 * How a shell goes out: brotli or gzip, as the browser accepts (chosen as
 * @fastify/compress and @fastify/static choose), like every other answer of
 * its size (app.ts). The not-found handler that sends the shells is no
 * route, so @fastify/compress never sees them.
 */
const SHELL_ENCODINGS = new Negotiator<'br' | 'gzip'>({
  supportedValues: ['br', 'gzip'],
});

/**
 * A shell compressed on every page load: brotli at quality 4, as
 * @fastify/compress compresses on the fly (about 0.2 ms for a shell; the
 * highest quality takes 3 ms for 15% fewer bytes).
 */
function compressShell(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      })
    : gzipSync(html);
}

/** What a rendered shell is sent with. */
interface Shell {
  html: string;
  etag: string;
}

/** The title of every page, the provider's name written in (product rules: Limits). */
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

/**
 * The offline pages the build made (`offline/<locale>.html`, by
 * web/scripts/offline-pages.ts), by file name, titled as every page: the
 * build does not know the provider's name.
 */
function readOfflinePages(webRoot: string, title: string): Map<string, Shell> {
  const pages = new Map<string, Shell>();
  for (const locale of LOCALES) {
    const name = `${locale}.html`;
    const file = path.join(webRoot, 'offline', name);
    if (existsSync(file)) {
      const html = readFileSync(file, 'utf8').replace(
        TITLE_ELEMENT,
        `<title>${title}</title>`,
      );
      pages.set(name, { html, etag: etagOf(html) });
    }
  }
  return pages;
}

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
 * What the app shell carries for the app's start: the settings and who is
 * signed in (`user`: a live session; also what sends /login home). It is
 * built from the session record, without asking WHMCS.
 */
function shellDataReader(
  options: SpaOptions,
): (request: FastifyRequest) => Promise<ShellData> {
  return async (request) => {
    const env = {
      error: false as const,
      ...getPublicSettings(options, { clientIp: request.ip }),
    };
    const found = readSessionToken(request, options.cookie);
    if (found?.via !== 'cookie') {
      return { env, user: null };
    }
    // A store that fails leaves it to the app, which then asks `me` (and
    // the sign-in page shows; sign-in itself then says why).
    return options.sessions.resolve(found.token).then(
      (session) => ({
        env,
        user: session
          ? toAuthUser({ id: session.record.clientId }, session.record)
          : null,
      }),
      () => ({ env }),
    );
  };
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
    const templates = new Map<string, string>();
    const shells = new Map<string, Shell>();
    const provider = escapeHtml(options.config.providerName);
    const title = escapeHtml(pageTitle(options.config.providerName));

    const template = (page: 'index' | 'login'): string => {
      let html = templates.get(page);
      if (html === undefined) {
        const file = path.join(options.webRoot, `${page}.html`);
        html = existsSync(file) ? readFileSync(file, 'utf8') : fallbackShell();
        templates.set(page, html);
      }
      return html;
    };

    // The title, <html lang>, the colour scheme, the provider's name and the
    // preloads (the language's catalog, the screen's code) are right before
    // any script runs (no flash of the other scheme); each variant is rendered
    // once. For `auto` <html> gets no scheme: the sign-in page's CSS asks
    // prefers-color-scheme, and Mantine does the same.
    // The sign-in page asks nothing before its form: the provider's legal
    // pages and support contact come written in.
    const footerLinks = `<script type="application/json" id="${FOOTER_LINKS_ID}">${jsonForHtml(
      { legal: options.brand.legal, support: options.brand.support },
    )}</script>`;
    const renderShell = (
      page: 'index' | 'login',
      locale: Locale,
      route: string,
      scheme: ColorSchemeChoice,
    ): Shell => {
      const key = `${page}:${locale}:${route}:${scheme}`;
      const cached = shells.get(key);
      if (cached) {
        return cached;
      }
      const base = template(page);
      const catalog = preloads.locales[locale];
      const scripts = [
        ...new Set([
          ...(catalog ? [catalog] : []),
          ...preloads.route(route),
          ...(page === 'index' && options.brand.color
            ? preloads.brandTheme
            : []),
        ]),
      ].filter((file) => !base.includes(file));
      const preload = scripts
        .map(
          (file) =>
            `<link rel="modulepreload" crossorigin href="${BASE_PATH}/${file}">`,
        )
        .join('');
      const html = base
        .replace(/<link rel="icon"[^>]*>/, brandHead(options.brand, page))
        .replace(
          TITLE_ELEMENT,
          `<title>${title}</title>${
            page === 'index' ? inlineScript(WARM_FORMATS_SCRIPT) : ''
          }`,
        )
        .replace(
          /<html lang="[^"]*"/,
          `<html lang="${LOCALE_TAGS[locale]}"${
            scheme === 'auto' ? '' : ` data-mantine-color-scheme="${scheme}"`
          }`,
        )
        .replace(
          /<meta name="color-scheme" content="[^"]*"\s*\/?>/,
          `<meta name="color-scheme" content="${scheme === 'auto' ? 'light dark' : scheme}">`,
        )
        .replace(
          /<meta name="application-name" content="[^"]*"\s*\/?>/,
          `<meta name="application-name" content="${provider}">`,
        )
        .replace(
          /<meta name="apple-mobile-web-app-title" content="[^"]*"\s*\/?>/,
          `<meta name="apple-mobile-web-app-title" content="${provider}">`,
        )
        .replace(
          '</head>',
          `${preload}${page === 'login' ? footerLinks : ''}</head>`,
        );
      const shell = { html, etag: etagOf(html) };
      shells.set(key, shell);
      return shell;
    };

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.webRoot,
        prefix: `${BASE_PATH}/`,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The offline pages get the provider's name first (below).
        globIgnore: ['offline/**'],
        // The plugin's own header would say max-age=0; ours follow.
        cacheControl: false,
        setHeaders(res, filePath) {
          res.setHeader(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? IMMUTABLE_CACHE
              : 'no-cache',
          );
        },
      });
    }

    /** An HTML answer compressed as the browser accepts, with the status given. */
    const sendHtml = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      html: string,
    ): FastifyReply => {
      const encoding = SHELL_ENCODINGS.negotiate(
        request.headers['accept-encoding'] ?? '',
      );
      if (encoding) {
        void reply.header('content-encoding', encoding);
      }
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(encoding ? compressShell(html, encoding) : html);
    };

    // The offline pages, which the service worker fetches once and shows
    // without network: titled as every page (product rules: Limits),
    // revalidated like the shells.
    const offlinePages = hasBuild
      ? readOfflinePages(options.webRoot, title)
      : new Map<string, Shell>();
    app.get<{ Params: { file: string } }>(
      `${BASE_PATH}/offline/:file`,
      async (request, reply) => {
        const page = offlinePages.get(request.params.file);
        if (!page) {
          return sendUnknownFile(reply);
        }
        void reply
          .header('vary', 'Accept-Encoding')
          .header('cache-control', 'no-cache')
          .header('etag', page.etag);
        if (request.headers['if-none-match'] === page.etag) {
          return reply.code(304).send();
        }
        return sendHtml(request, reply, 200, page.html);
      },
    );

    /**
     * The app shell carries the settings and who is signed in (as the `env`
     * and `me` answers would), so the first view starts without those round
     * trips. A shell that names a customer is never stored (`no-store`); a
     * guest's is only the browser's to keep.
     */
    const withShellData = async (
      request: FastifyRequest,
      shell: Shell,
    ): Promise<{ shell: Shell; isPersonal: boolean }> => {
      const data = await shellData(request);
      // A customer's all data is asked for as the page is read, before the
      // stylesheet (a script after it would wait for it).
      const html = (
        data.user
          ? shell.html.replace(
              '</title>',
              `</title>${inlineScript(EARLY_ALL_DATA_SCRIPT)}`,
            )
          : shell.html
      ).replace(
        '</head>',
        `<script type="application/json" id="${SHELL_DATA_ID}">${jsonForHtml(data)}</script></head>`,
      );
      return {
        shell: { html, etag: etagOf(html) },
        isPersonal: Boolean(data.user),
      };
    };

    const sendShell = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: 'index' | 'login',
      status: number,
    ): Promise<FastifyReply> => {
      const pathname = request.url.split('?')[0] ?? '';
      const rendered = renderShell(
        page,
        localeOf(pathname, request.cookies[COOKIES.locale]),
        status === 200 ? routeOf(pathname).route : '',
        colorSchemeOf(request.cookies[COOKIES.colorScheme]),
      );
      const withData = page === 'index' && hasBuild;
      const { shell, isPersonal } = withData
        ? await withShellData(request, rendered)
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

    app.get('/', (_request, reply) => reply.redirect(`${BASE_PATH}/`));

    // Unknown paths count toward the per-address request limit like the API
    // does, so nobody can flood the server with requests no route answers.
    app.setNotFoundHandler(
      { preHandler: app.rateLimit() },
      async (request: FastifyRequest, reply: FastifyReply) => {
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
        return sendShell(
          request,
          reply,
          'index',
          isPagePath(route) ? 200 : 404,
        );
      },
    );
  },
  { name: 'spa' },
);
