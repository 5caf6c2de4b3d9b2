import multipart from '@fastify/multipart';
import {
  addReplyFieldsSchema,
  openTicketFieldsSchema,
} from '@members/contract';

import { assertOwnIdentity, defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';
import { readMultipart } from '../../http/multipart.js';

import {
  addReply,
  cancelTicket,
  getAttachment,
  getClientTicket,
  listClientTickets,
  listTicketDepartments,
  openTicket,
} from './tickets.service.js';

/** Text fields of a ticket form: subject, message and a few ids. */
const FIELD_SIZE_LIMIT = 128 * 1024;

function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The tickets: reads, changes and file downloads. */
export const ticketsFeature = defineFeature('tickets', async (app, deps) => {
  const { uploads } = deps.config;

  defineRoute(app, 'tickets', {
    handler: async (call) => listClientTickets(deps, call),
  });

  defineRoute(app, 'ticket', {
    handler: async (call) => getClientTicket(deps, call),
  });

  defineRoute(app, 'departements', {
    handler: async () => listTicketDepartments(deps),
  });

  defineRoute(app, 'cancelTicket', {
    idempotent: true,
    handler: async (call) => cancelTicket(deps, call),
  });

  defineRoute(app, 'ticketAttachment', {
    handler: async (call, _request, reply) => {
      const file = await getAttachment(deps, call);
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
    defineRoute(scope, 'openTicket', {
      idempotent: true,
      handler: async (call, request) => {
        const { fields, files } = await readMultipart(
          request.body,
          openTicketFieldsSchema,
        );
        assertOwnIdentity(fields, call.identity);
        return openTicket(deps, { ...call, input: { ...fields, files } });
      },
    });

    defineRoute(scope, 'addReply', {
      idempotent: true,
      handler: async (call, request) => {
        const { fields, files } = await readMultipart(
          request.body,
          addReplyFieldsSchema,
        );
        assertOwnIdentity(fields, call.identity);
        return addReply(deps, { ...call, input: { ...fields, files } });
      },
    });
  });
});
