import type { FastifyInstance } from 'fastify';

import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import {
  listInvoices,
  loadOwnInvoice,
  presentInvoice,
} from '../../domain/invoices.js';
import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';
import { sessionOf } from '../../plugins/session.js';

/** Registers the invoice reads. */
export function registerInvoiceRoutes(
  app: FastifyInstance,
  options: { ctx: DomainContext; hooks: RouteHooks },
): void {
  const { ctx } = options;
  defineRoute(app, options.hooks, 'invoices', {
    handler: async (_input, request) => ({
      invoices: await listInvoices(
        ctx,
        sessionOf(request).record.clientId,
        null,
      ),
    }),
  });

  defineRoute(app, options.hooks, 'invoice', {
    handler: async (input, request) => {
      const clientId = sessionOf(request).record.clientId;
      const [invoice, currency] = await Promise.all([
        loadOwnInvoice(ctx, clientId, input.invoiceid),
        getClientProfile(ctx, clientId).then((profile) =>
          getClientCurrency(ctx, profile),
        ),
      ]);
      return { invoice: presentInvoice(invoice, currency) };
    },
  });
}
