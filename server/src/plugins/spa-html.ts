import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { compressedText } from './compress-text.js';

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
 * An HTML answer with the status given, compressed as the browser accepts
 * whatever its size (a shell is a page's first bytes): the not-found
 * handler that sends the shells is no route, so the routes' compression
 * never sees them.
 */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: string,
): FastifyReply {
  reply.code(status).type('text/html; charset=utf-8');
  return reply.send(compressedText(request, reply, html, 0));
}
