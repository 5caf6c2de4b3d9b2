import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { sendError } from './error-handler.js';

/** Retry-After of a request refused while shutting down: another instance serves. */
const CLOSING_RETRY_AFTER_SECONDS = 1;

/**
 * Graceful close. While shutting down (SIGTERM, `main.ts`), Node closes idle
 * keep-alive connections and refuses new ones; a request that still arrives
 * on an open connection is not started but answered 503 SERVICE_CLOSING, so
 * the client or the proxy can send it to another instance. It runs before
 * the rate limit and the session checks (route hooks), so it touches no
 * store. Answers to requests still in flight close their connection, so
 * keep-alive sockets do not hold the shutdown open.
 */
export const closingPlugin = fp(
  async (app: FastifyInstance) => {
    let isClosing = false;
    app.addHook('preClose', async () => {
      isClosing = true;
    });
    // Callback hooks: they run for every request, and most find nothing to do.
    app.addHook('onRequest', (_request, reply, done) => {
      if (isClosing) {
        void sendError(reply, 'SERVICE_CLOSING', undefined, {
          retryAfter: CLOSING_RETRY_AFTER_SECONDS,
        });
        return;
      }
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (isClosing) {
        void reply.header('connection', 'close');
      }
      done(null, payload);
    });
  },
  { name: 'closing' },
);
