import multipart from '@fastify/multipart';
import {
  addReplyFieldsSchema,
  openTicketFieldsSchema,
} from '@members/contract';
import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config.js';
import type { DomainContext } from '../../domain/context.js';
import {
  getTicket,
  listDepartments,
  listTickets,
} from '../../domain/tickets.js';
import { AppError } from '../../lib/app-error.js';
import { readMultipart } from '../../lib/multipart.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { assertOwnIdentity, defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';
import { sessionOf } from '../../plugins/session.js';

import { checkFile } from './attachments.js';
import type { TicketService } from './tickets.service.js';

/** Text fields of a ticket form: subject, message and a few ids. */
const FIELD_SIZE_LIMIT = 128 * 1024;

async function checkFiles(files: UploadedFile[], config: Config) {
  if (files.length > config.uploads.maxFiles) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Too many files');
  }
  return Promise.all(
    files.map((file) =>
      checkFile(file.filename, file.data, config.uploads.allowedTypes),
    ),
  );
}

function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Registers the ticket reads, changes and file downloads. */
export async function registerTicketRoutes(
  app: FastifyInstance,
  options: { ctx: DomainContext; hooks: RouteHooks; tickets: TicketService },
): Promise<void> {
  const { ctx, hooks, tickets } = options;
  const clientOf = (request: Parameters<typeof sessionOf>[0]) =>
    sessionOf(request).record.clientId;

  defineRoute(app, hooks, 'tickets', {
    handler: async (_input, request) => ({
      tickets: await listTickets(ctx, clientOf(request)),
    }),
  });

  defineRoute(app, hooks, 'ticket', {
    handler: async (input, request) => ({
      ticket: await getTicket(ctx, clientOf(request), input.ticketid),
    }),
  });

  defineRoute(app, hooks, 'departements', {
    handler: async () => ({ departements: await listDepartments(ctx) }),
  });

  defineRoute(app, hooks, 'cancelTicket', {
    idempotent: true,
    handler: async (input, request) =>
      tickets.cancelTicket(clientOf(request), input.ticketid),
  });

  defineRoute(app, hooks, 'ticketAttachment', {
    handler: async (input, request, reply) => {
      const file = await tickets.getAttachment(
        clientOf(request),
        input.ticketid,
        input.replyid,
        input.index,
      );
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
        fileSize: ctx.config.uploads.maxFileBytes,
        files: ctx.config.uploads.maxFiles,
        fields: 10,
        fieldSize: FIELD_SIZE_LIMIT,
        parts: ctx.config.uploads.maxFiles + 10,
      },
    });

    defineRoute(scope, hooks, 'openTicket', {
      idempotent: true,
      handler: async (_input, request) => {
        const session = sessionOf(request);
        const { fields, files } = await readMultipart(
          request.body,
          openTicketFieldsSchema,
        );
        assertOwnIdentity(fields, session.record);
        const checked = await checkFiles(files, ctx.config);
        return tickets.openTicket(session.record.clientId, fields, checked);
      },
    });

    defineRoute(scope, hooks, 'addReply', {
      idempotent: true,
      handler: async (_input, request) => {
        const session = sessionOf(request);
        const { fields, files } = await readMultipart(
          request.body,
          addReplyFieldsSchema,
        );
        assertOwnIdentity(fields, session.record);
        const checked = await checkFiles(files, ctx.config);
        return tickets.addReply(
          session.record.clientId,
          fields.ticketid,
          fields.message,
          checked,
        );
      },
    });
  });
}
