import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

// The contract's source, not its package: the config is loaded before
// anything is built (a fresh clone has no contract/dist).
import { LOCALE_TAGS, LOCALES } from '../../contract/src/locales';
import { pageTitle } from '../../contract/src/pages';

/** The texts of the offline page, from `src/locales/<locale>/offline.json`. */
interface OfflineTexts {
  heading: string;
  body: string;
  retry: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = [
  ':root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fff;color:#1a1b1e}',
  'main{max-width:28rem;padding:2rem 1.5rem;text-align:center}',
  'h1{font-size:1.5rem;margin:0 0 .75rem}',
  'p{line-height:1.5;margin:0 0 1.5rem}',
  'a{display:inline-block;padding:.625rem 1.25rem;border-radius:.5rem;background:#1c4fd6;color:#fff;text-decoration:none;font-weight:600}',
  'a:focus-visible{outline:3px solid #1a1b1e;outline-offset:2px}',
  '@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#e9ecef}a:focus-visible{outline-color:#e9ecef}}',
].join('');

/**
 * One offline page in one language: self-contained (its style inline, no
 * script, no request), with nothing of any customer. Its title is every
 * page's (product rules: Limits), without the provider's name, which the
 * server writes in as it serves the page (server/src/plugins/spa.ts); its
 * heading says the device is offline. "Try again" reloads the address it
 * is shown at.
 */
export function offlinePage(lang: string, texts: OfflineTexts): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${pageTitle('')}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(texts.heading)}</h1><p>${escapeHtml(texts.body)}</p><a href="">${escapeHtml(texts.retry)}</a></main></body></html>`;
}

/**
 * Builds `offline/<locale>.html` for each locale, which the service worker
 * (src/service-worker/sw.ts) keeps and shows when a page cannot be loaded
 * for lack of network.
 */
export function offlinePages(): Plugin {
  return {
    name: 'members-offline-pages',
    apply: 'build',
    generateBundle() {
      for (const locale of LOCALES) {
        const file = fileURLToPath(
          new URL(`../src/locales/${locale}/offline.json`, import.meta.url),
        );
        const texts = JSON.parse(readFileSync(file, 'utf8')) as OfflineTexts;
        this.emitFile({
          type: 'asset',
          fileName: `offline/${locale}.html`,
          source: offlinePage(LOCALE_TAGS[locale], texts),
        });
      }
    },
  };
}
