import type { FastifyInstance } from 'fastify';

import { defineRoute } from '../../http/define-route.js';
import type { RouteHooks } from '../../http/define-route.js';
import { requestLocale } from '../../http/request-locale.js';

import {
  createPaymentLink,
  getClientInvoice,
  getInvoicePdf,
  listClientInvoices,
} from './invoices.service.js';
import type { InvoiceDeps } from './invoices.service.js';

/** Registers the invoice reads, the payment link and the PDF. */
export function registerInvoiceRoutes(
  app: FastifyInstance,
  hooks: RouteHooks,
  deps: InvoiceDeps,
): void {
  defineRoute(app, hooks, 'invoices', {
    handler: async (_input, { clientId }) => ({
      invoices: await listClientInvoices(deps, clientId),
    }),
  });

  defineRoute(app, hooks, 'invoice', {
    handler: async (input, { clientId }) => ({
      invoice: await getClientInvoice(deps, clientId, input.invoiceid),
    }),
  });

  defineRoute(app, hooks, 'payInvoice', {
    idempotent: true,
    handler: async (input, { clientId }) => ({
      link: await createPaymentLink(deps, clientId, input.invoiceid),
    }),
  });

  defineRoute(app, hooks, 'invoicePdf', {
    handler: async (input, { clientId }, request, reply) => {
      const pdf = await getInvoicePdf(
        deps,
        clientId,
        input.invoiceid,
        requestLocale(request, input.locale),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.data);
    },
  });
}
