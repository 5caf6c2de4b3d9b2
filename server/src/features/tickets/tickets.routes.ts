import multipart from '@fastify/multipart';
import {
  addReplyFieldsSchema,
  openTicketFieldsSchema,
} from '@members/contract';
import type { FastifyInstance } from 'fastify';

import { assertOwnIdentity, defineRoute } from '../../http/define-route.js';
import type { RouteHooks } from '../../http/define-route.js';
import { readMultipart } from '../../http/multipart.js';
import { writeJournalOf } from '../../stores/write-journal.js';

import {
  addReply,
  cancelTicket,
  getAttachment,
  getClientTicket,
  listClientTickets,
  listTicketDepartments,
  openTicket,
} from './tickets.service.js';
import type { TicketDeps } from './tickets.service.js';

/** Text fields of a ticket form: subject, message and a few ids. */
const FIELD_SIZE_LIMIT = 128 * 1024;

function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Registers the ticket reads, changes and file downloads. */
export async function registerTicketRoutes(
  app: FastifyInstance,
  hooks: RouteHooks,
  deps: TicketDeps,
): Promise<void> {
  const { uploads } = deps.ctx.config;

  defineRoute(app, hooks, 'tickets', {
    handler: async (_input, { clientId }) => ({
      tickets: await listClientTickets(deps, clientId),
    }),
  });

  defineRoute(app, hooks, 'ticket', {
    handler: async (input, { clientId }) => ({
      ticket: await getClientTicket(deps, clientId, input.ticketid),
    }),
  });

  defineRoute(app, hooks, 'departements', {
    handler: async () => ({
      departements: await listTicketDepartments(deps),
    }),
  });

  defineRoute(app, hooks, 'cancelTicket', {
    idempotent: true,
    handler: async (input, { clientId }, request) =>
      cancelTicket(deps, clientId, input.ticketid, writeJournalOf(request)),
  });

  defineRoute(app, hooks, 'ticketAttachment', {
    handler: async (input, { clientId }, _request, reply) => {
      const file = await getAttachment(deps, clientId, input);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  });

  // Multipart is accepted by these two routes only; every other route stays JSON-only.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      attachFieldsToBody: true,
      throwFileSizeLimit: true,
      limits: {
        fileSize: uploads.maxFileBytes,
        files: uploads.maxFiles,
        fields: 10,
        fieldSize: FIELD_SIZE_LIMIT,
        parts: uploads.maxFiles + 10,
      },
    });

    // Multipart fields are parsed here, so their identity is checked here.
    defineRoute(scope, hooks, 'openTicket', {
      idempotent: true,
      handler: async (_input, identity, request) => {
        const { fields, files } = await readMultipart(
          request.body,
          openTicketFieldsSchema,
        );
        assertOwnIdentity(fields, identity);
        return openTicket(
          deps,
          identity.clientId,
          fields,
          files,
          writeJournalOf(request),
        );
      },
    });

    defineRoute(scope, hooks, 'addReply', {
      idempotent: true,
      handler: async (_input, identity, request) => {
        const { fields, files } = await readMultipart(
          request.body,
          addReplyFieldsSchema,
        );
        assertOwnIdentity(fields, identity);
        return addReply(
          deps,
          identity.clientId,
          fields,
          files,
          writeJournalOf(request),
        );
      },
    });
  });
}
