import helmet from '@fastify/helmet';
import { BASE_PATH } from '@members/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

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

/** Page-only headers (and revalidation headers an immutable file never needs). */
const PAGE_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'etag',
  'last-modified',
  'accept-ranges',
];

/** Whether a path is one of the build's hashed files (`/dashboard/assets/…`). */
function isBuiltAssetPath(url: string): boolean {
  return url.startsWith(`${BASE_PATH}/assets/`);
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

function slimForNotAPage(reply: FastifyReply): void {
  for (const name of PAGE_ONLY) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
  reply.raw.removeHeader('content-security-policy');
  void reply.header('content-security-policy', NOT_A_PAGE_CSP);
}

/**
 * Security headers on every answer (helmet), with a strict content security
 * policy: only our own scripts (and the page shell's two inline scripts, by
 * hash), no plugins, no framing, no base-URI tricks. Built assets and API
 * answers get the short policy above; API answers are never cached.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean }) => {
    await app.register(helmet, {
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
    app.addHook('onSend', async (request, reply, payload) => {
      if (isApiPath(request.url)) {
        void reply.header('cache-control', 'no-store');
        // JSON only: the API's documentation page is a page, and files
        // handed out for download keep their own sandbox policy.
        if (isJson(reply)) {
          slimForNotAPage(reply);
        }
      } else if (isBuiltAssetPath(request.url) && reply.statusCode === 200) {
        slimForNotAPage(reply);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
