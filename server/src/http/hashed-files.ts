import type { FastifyReply } from 'fastify';

/** A file under a name that changes with its content never changes: cached for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The answer for a file name the server did not make: 404, never cached. */
export function sendUnknownFile(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Not found');
}
