import type { FastifyInstance } from 'fastify';

import { AppError } from '../lib/app-error.js';

/** What a JSON body's `__proto__` and `constructor.prototype` keys get: refused. */
export const POISONED_KEYS = 'error';

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads JSON bodies as bytes and decodes them strictly: read as a string,
 * invalid UTF-8 (a Latin-1 "é", an encoded lone surrogate) would turn into
 * U+FFFD and reach WHMCS as text nobody typed, so it is refused (400,
 * `invalid_utf8`). The JSON itself is parsed by Fastify's parser, which
 * refuses prototype-poisoning keys.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser(POISONED_KEYS, POISONED_KEYS);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request, body, done) => {
      let text: string;
      try {
        text = STRICT_UTF8.decode(body as Buffer);
      } catch {
        done(
          new AppError('VALIDATION', 'The body is not valid UTF-8', {
            issues: [{ path: 'body', code: 'invalid_utf8' }],
          }),
          undefined,
        );
        return;
      }
      parseJson(request, text, done);
    },
  );
}
