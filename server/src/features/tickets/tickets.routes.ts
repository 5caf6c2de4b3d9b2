import type { FastifyInstance } from 'fastify';

import type { DomainContext } from '../../domain/context.js';
import {
  getTicket,
  listDepartments,
  listTickets,
} from '../../domain/tickets.js';
import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';
import { sessionOf } from '../../plugins/session.js';

/** Registers the ticket and department reads. */
export function registerTicketRoutes(
  app: FastifyInstance,
  options: { ctx: DomainContext; hooks: RouteHooks },
): void {
  const { ctx } = options;
  defineRoute(app, options.hooks, 'tickets', {
    handler: async (_input, request) => ({
      tickets: await listTickets(ctx, sessionOf(request).record.clientId),
    }),
  });

  defineRoute(app, options.hooks, 'ticket', {
    handler: async (input, request) => ({
      ticket: await getTicket(
        ctx,
        sessionOf(request).record.clientId,
        input.ticketid,
      ),
    }),
  });

  defineRoute(app, options.hooks, 'departements', {
    handler: async () => ({ departements: await listDepartments(ctx) }),
  });
}
