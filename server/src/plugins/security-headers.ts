import type { IncomingMessage, ServerResponse } from 'node:http';

import { BASE_PATH } from '@members/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

import { INLINE_SCRIPT_SOURCES } from './inline-scripts.js';
import { isApiPath } from './same-origin.js';

/**
 * A built script or stylesheet, or an API answer, is never a page: it gets
 * a policy that lets it do nothing if opened as one (and may not be
 * framed), and none of the headers that only mean something for a page (as
 * OWASP's REST security cheat sheet has it for APIs). A phone downloads a
 * dozen of these for its first view; each header is bytes on every one.
 */
const NOT_A_PAGE_CSP =
  "default-src 'none';base-uri 'none';frame-ancestors 'none'";

/** Headers that mean something only for a page. */
const PAGE_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Revalidation headers a file sets that an immutable file or an API answer never needs. */
const REVALIDATION = ['etag', 'last-modified', 'accept-ranges'];

type Headers = Readonly<Record<string, string>>;

/** Whether a path is one of the build's hashed files (`/dashboard/assets/…`). */
function isBuiltAssetPath(url: string): boolean {
  return url.startsWith(`${BASE_PATH}/assets/`);
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/**
 * The headers helmet sets with `options`, worked out once at start: they
 * are the same for every answer, and building helmet's middleware for each
 * request (as its Fastify plugin does) parsed the policy again each time.
 */
function helmetHeaders(options: HelmetOptions): Headers {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      Reflect.deleteProperty(headers, name.toLowerCase());
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    collect as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) {
        throw error;
      }
    },
  );
  return headers;
}

/** Leaves out the revalidation headers, wherever they were set. */
function withoutRevalidation(reply: FastifyReply): void {
  for (const name of REVALIDATION) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
}

/** The page's headers for those a not-a-page answer left out or shortened. */
function restorePageHeaders(reply: FastifyReply, page: Headers): void {
  for (const [name, value] of Object.entries(page)) {
    const current = reply.getHeader(name);
    // A file handed out keeps the policy its route gave it.
    if (
      current === undefined ||
      (name === 'content-security-policy' && current === NOT_A_PAGE_CSP)
    ) {
      void reply.header(name, value);
    }
  }
}

/**
 * Security headers on every answer (helmet's), with a strict content
 * security policy: only our own scripts (and the page shell's two inline
 * scripts, by hash), no plugins, no framing, no base-URI tricks. Built
 * assets and API answers get the short policy above; API answers are never
 * cached.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean }) => {
    const page = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Our own files, and the app shell's two inline scripts by hash.
          scriptSrc: ["'self'", ...INLINE_SCRIPT_SOURCES],
          // Mantine sets style attributes at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Remote images only ever show inside an e-mail's sandboxed frame
          // (which inherits this policy), once the customer allows them there.
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            ...(options.https ? ['https:'] : ['https:', 'http:']),
          ],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(options.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: options.https
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    });
    const notAPage: Headers = Object.fromEntries([
      ...Object.entries(page).filter(([name]) => !PAGE_ONLY.includes(name)),
      ['content-security-policy', NOT_A_PAGE_CSP],
    ]);
    app.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      void reply.headers(
        isApiPath(url) || isBuiltAssetPath(url) ? notAPage : page,
      );
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const { url } = request;
      if (isApiPath(url)) {
        void reply.header('cache-control', 'no-store');
        // JSON only: the API's documentation page is a page, and files
        // handed out for download keep their own sandbox policy.
        if (isJson(reply)) {
          withoutRevalidation(reply);
        } else {
          restorePageHeaders(reply, page);
        }
      } else if (isBuiltAssetPath(url)) {
        if (reply.statusCode === 200) {
          withoutRevalidation(reply);
        } else {
          restorePageHeaders(reply, page);
        }
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
