import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';

import { AppError } from '../lib/app-error.js';

/** What a JSON body's `__proto__` and `constructor.prototype` keys get: refused. */
export const POISONED_KEYS = 'error';

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** JSON bodies larger than this are refused (413). */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * Request bodies: checked by the contract's zod schemas (the compilers),
 * JSON only on JSON routes, an empty body read as `{}`. Reads JSON bodies as bytes and decodes them strictly: read as a string,
 * invalid UTF-8 (a Latin-1 "é", an encoded lone surrogate) would turn into
 * U+FFFD and reach WHMCS as text nobody typed, so it is refused (400,
 * `invalid_utf8`). The JSON itself is parsed by Fastify's parser, which
 * refuses prototype-poisoning keys.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // Only JSON reaches the JSON routes; text/plain would let forms post cross-site.
    app.removeContentTypeParser('text/plain');
    // A change without a body is an empty object; multipart bodies are filled
    // in later by their own plugin.
    app.addHook('preValidation', (request, _reply, done) => {
      if (
        request.body === undefined &&
        request.method !== 'GET' &&
        request.method !== 'HEAD' &&
        !request.headers['content-type']?.startsWith('multipart/')
      ) {
        request.body = {};
      }
      done();
    });
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
  },
  { name: 'json-body' },
);
