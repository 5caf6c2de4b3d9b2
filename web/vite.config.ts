import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

import { offlinePages } from './scripts/offline-pages.js';

/**
 * The catalog areas fetched with their screens, a chunk per locale each
 * (`src/lib/screen-texts.ts` loads them), so the dashboard's first view does
 * not carry them.
 */
const OWN_CHUNK_AREAS: Partial<Record<string, string>> = {
  'subscriptions.details': 'subscription-texts',
  'lineStatus.card': 'subscription-texts',
  profile: 'profile-texts',
  plans: 'plans',
  affiliate: 'affiliate-texts',
  withdrawal: 'affiliate-texts',
  reseller: 'reseller-texts',
  cancel: 'cancel-texts',
  withdraw: 'withdraw-texts',
  devices: 'devices-texts',
  security: 'security-texts',
  privacy: 'privacy-texts',
  payment: 'payment-texts',
  status: 'status-texts',
  funds: 'funds-texts',
  emails: 'emails-texts',
  connections: 'connections-texts',
  channels: 'channels-texts',
  'tickets.report': 'open-ticket-texts',
};

/**
 * Every other catalog area of one locale goes into one chunk: a language
 * costs one request.
 */
function localeChunk(id: string): string | null {
  const match =
    /[\\/]locales[\\/]([a-z]{2}-[a-z]{2})[\\/]([^\\/]+)\.json$/.exec(id);
  if (!match) {
    return null;
  }
  const own = OWN_CHUNK_AREAS[match[2] ?? ''];
  return own ? `${own}-${match[1]}` : `locale-${match[1]}`;
}

const CORE = [
  /[\\/]contract[\\/]src[\\/]/,
  /[\\/]web[\\/]src[\\/](lib|config|stores|utils)[\\/][^\\/]+\.ts$/,
  /[\\/]web[\\/]src[\\/]app[\\/]entry-links\.ts$/,
  /[\\/]web[\\/]src[\\/]features[\\/]auth[\\/]utils[\\/][^\\/]+\.ts$/,
  /rolldown[\\/]runtime/,
];

const CONTRACT = /[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/;
const WEB = /[\\/]web[\\/]src[\\/]/;

// The app's own heavier libraries stay out of it: a module that imports
// React, wouter, TanStack Query or i18next (the all-data cache, env, the auth hook,
// i18n, the query client) would pull them onto the sign-in page.
const APP_LIBRARIES =
  /from '(react|react-dom|react-i18next|i18next|wouter(\/[^']+)?|@tanstack\/[^']+)'/;

const sources = new Map<string, string>();

function sourceOf(id: string): string {
  let source = sources.get(id);
  if (source === undefined) {
    source = readFileSync(id.split('?')[0] ?? id, 'utf8');
    sources.set(id, source);
  }
  return source;
}

/**
 * Whether a contract module builds zod schemas. Those stay out of the core
 * chunk: it is the sign-in page's too, and zod alone is about 20 kB there.
 */
function buildsSchemas(id: string): boolean {
  return CONTRACT.test(id) && /from 'zod'/.test(sourceOf(id));
}

function isCore(id: string): boolean {
  if (!CORE.some((pattern) => pattern.test(id))) {
    return false;
  }
  // The brand colour helpers load with the brand theme, only for a provider
  // with a colour (src/brand-theme.ts); the sign-in page gets its colours
  // written in by the server.
  if (/[\\/]brand-colors\.ts$/.test(id)) {
    return false;
  }
  if (WEB.test(id)) {
    return !APP_LIBRARIES.test(sourceOf(id));
  }
  return !buildsSchemas(id);
}

/** The lazily loaded chunks whose every function runs when they are shown. */
const EAGER_CHUNKS = new Set(['channel-list']);

/**
 * Names this build: the service worker carries it, so each build's worker
 * is a new file that takes over on the next visit.
 */
const BUILD_ID = Date.now().toString(36);

export default defineConfig({
  base: '/dashboard/',
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  plugins: [
    react(),
    offlinePages(),
    // The service worker (src/service-worker/sw.ts), built as /dashboard/sw.js
    // with the offline pages to keep; the server serves the app's manifest
    // and the app registers the worker itself.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        globPatterns: ['offline/*.html'],
        sourcemap: false,
      },
    }),
    // Brotli and gzip files next to each asset, at the highest levels, for
    // the server to send as they are (see server/src/plugins/spa.ts).
    compression({
      include: /\.(js|css|html|svg|json)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  resolve: {
    conditions: ['source', 'module', 'browser', 'default'],
    // `@/` is web/src (as in tsconfig.json): imports that leave their folder.
    alias: [
      {
        find: /^@\//,
        replacement: fileURLToPath(new URL('./src/', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser the app supports knows modulepreload.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      input: { app: 'index.html', login: 'login.html' },
      output: {
        // The channel list runs all its code as soon as it opens: V8
        // compiles the whole chunk when it loads, with the page idle (the
        // section fetches it then), not function by function in the middle
        // of the click (V8's explicit compile hints). After minifying, which
        // would drop the comment.
        postBanner: (chunk) =>
          EAGER_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : '',
        codeSplitting: {
          groups: [
            { name: localeChunk, priority: 10 },
            // What the sign-in page and the app both run, in one file both cache.
            { name: 'core', test: isCore, priority: 5 },
            // The app's first view, its own code with the libraries it runs,
            // in one file; what only some screens use (editor, popovers, QR)
            // stays with those screens.
            {
              name: 'web',
              test: /[\\/]web[\\/]src[\\/](?!login[\\/])/,
              tags: ['$initial'],
              priority: 3,
            },
          ],
          // No `experimentalInlineCommonChunks`: it turns on strict
          // execution order, which wraps every module in an init function
          // (6 kB more on the dashboard's first view, and a slower start).
          // Screens then share a few more small files, cached once loaded.
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/dashboard/api': 'http://127.0.0.1:3000',
      '/api': 'http://127.0.0.1:3000',
      '/dashboard/dev': 'http://127.0.0.1:3000',
    },
  },
});
