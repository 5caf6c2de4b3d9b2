import { BASE_PATH } from '@members/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Mailer } from '../mail/mailer.js';

import { sendError } from './error-handler.js';

/** Where the demo outbox is read. */
export const DEV_OUTBOX_PATH = `${BASE_PATH}/dev/outbox`;

/**
 * The demo outbox: the mails kept instead of sent, newest first, when the
 * mailer keeps them (the embedded demo, or `DEMO_OUTBOX=true`); otherwise
 * the path does not exist (404).
 */
export const devOutboxPlugin = fp(
  async (app: FastifyInstance, { mailer }: { mailer: Mailer }) => {
    app.get(DEV_OUTBOX_PATH, (_request, reply) => {
      const outbox = mailer.readOutbox();
      if (outbox === null) {
        return sendError(reply, 'NOT_FOUND');
      }
      return reply
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(
          JSON.stringify(
            outbox.map(
              ({ to, subject, text, html, attachments = [], date }) => ({
                to,
                subject,
                text,
                html,
                // The logo shown inline, in base64.
                attachments: attachments.map(
                  ({ filename, contentType, cid, content }) => ({
                    filename,
                    contentType,
                    cid: cid ?? null,
                    content: content.toString('base64'),
                  }),
                ),
                date,
              }),
            ),
          ),
        );
    });
  },
  { name: 'dev-outbox' },
);
