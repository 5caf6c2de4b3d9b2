import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { BASE_PATH, FOOTER_LINKS_ID, LOCALE_TAGS } from '@members/contract';
import type { ColorSchemeChoice, Locale } from '@members/contract';

import type { Brand } from '../brand/brand-settings.js';

import { inlineScript, WARM_FORMATS_SCRIPT } from './inline-scripts.js';
import { brandHead } from './spa-brand-head.js';
import { etagOf, jsonForHtml, TITLE_ELEMENT } from './spa-html.js';
import type { Shell } from './spa-html.js';
import type { Preloads } from './spa-preloads.js';

/** Renders a page shell (the app or the sign-in page) for a locale, route and colour scheme. */
export type ShellRenderer = (
  page: 'index' | 'login',
  locale: Locale,
  route: string,
  scheme: ColorSchemeChoice,
) => Shell;

/** What the shells are rendered from. */
export interface ShellSources {
  webRoot: string;
  brand: Brand;
  preloads: Preloads;
  /** The provider's name, HTML-escaped. */
  provider: string;
  /** The title of every page, HTML-escaped. */
  title: string;
}

function fallbackShell(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>CUSTOMER DASHBOARD</title></head><body><main><h1>CUSTOMER DASHBOARD</h1><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p></main></body></html>`;
}

/** The modulepreload links of a shell: the catalog, the screen and the brand theme it does not load yet. */
function preloadLinks(
  sources: ShellSources,
  base: string,
  page: 'index' | 'login',
  locale: Locale,
  route: string,
): string {
  const { preloads } = sources;
  const catalog = preloads.locales[locale];
  const scripts = [
    ...new Set([
      ...(catalog ? [catalog] : []),
      ...preloads.route(route),
      ...(page === 'index' && sources.brand.color ? preloads.brandTheme : []),
    ]),
  ].filter((file) => !base.includes(file));
  return scripts
    .map(
      (file) =>
        `<link rel="modulepreload" crossorigin href="${BASE_PATH}/${file}">`,
    )
    .join('');
}

/**
 * Creates the renderer of the page shells. The title, <html lang>, the
 * colour scheme, the provider's name and the preloads (the language's
 * catalog, the screen's code) are right before any script runs (no flash of
 * the other scheme); each variant is rendered once. For `auto` <html> gets
 * no scheme: the sign-in page's CSS asks prefers-color-scheme, and Mantine
 * does the same.
 */
export function createShellRenderer(sources: ShellSources): ShellRenderer {
  const templates = new Map<string, string>();
  const shells = new Map<string, Shell>();
  const { provider, title } = sources;

  const template = (page: 'index' | 'login'): string => {
    let html = templates.get(page);
    if (html === undefined) {
      const file = path.join(sources.webRoot, `${page}.html`);
      html = existsSync(file) ? readFileSync(file, 'utf8') : fallbackShell();
      templates.set(page, html);
    }
    return html;
  };

  // The sign-in page asks nothing before its form: the provider's legal
  // pages and support contact come written in.
  const footerLinks = `<script type="application/json" id="${FOOTER_LINKS_ID}">${jsonForHtml(
    { legal: sources.brand.legal, support: sources.brand.support },
  )}</script>`;
  return (page, locale, route, scheme) => {
    const key = `${page}:${locale}:${route}:${scheme}`;
    const cached = shells.get(key);
    if (cached) {
      return cached;
    }
    const base = template(page);
    const preload = preloadLinks(sources, base, page, locale, route);
    const html = base
      .replace(/<link rel="icon"[^>]*>/, brandHead(sources.brand, page))
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
}
