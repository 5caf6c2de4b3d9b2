import { createHash } from 'node:crypto';
import {
  brotliCompressSync,
  constants as zlibConstants,
  gzipSync,
} from 'node:zlib';

import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a rendered shell is sent with. */
export interface Shell {
  html: string;
  etag: string;
}

/** The title of every page, the provider's name written in (product rules: Limits). */
export const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

/** A text safe inside HTML, as element content or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** JSON safe inside a <script> element: no `</script>`, no comment or CDATA tricks. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The strong ETag of a page: a hash of its HTML. */
export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
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

/** An HTML answer compressed as the browser accepts, with the status given. */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: string,
): FastifyReply {
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
}
