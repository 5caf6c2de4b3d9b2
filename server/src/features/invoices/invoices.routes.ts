import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { applyAccountCredit } from './apply-credit.service.js';
import {
  createPayAllLink,
  createPaymentLink,
  getClientInvoice,
  getInvoicePdf,
  listClientInvoices,
} from './invoices.service.js';

/**
 * The invoices: the list, one invoice, its payment link, the link to pay them all,
 * account credit applied to one, and its PDF.
 */
export const invoicesFeature = defineFeature('invoices', (app, deps) => {
  defineRoute(app, 'invoices', {
    handler: async (call) => listClientInvoices(deps, call),
  });

  defineRoute(app, 'invoice', {
    handler: async (call) => getClientInvoice(deps, call),
  });

  defineRoute(app, 'payInvoice', {
    idempotent: true,
    handler: async (call) => createPaymentLink(deps, call),
  });

  defineRoute(app, 'payAll', {
    idempotent: true,
    handler: async (call) => createPayAllLink(deps, call),
  });

  defineRoute(app, 'applyCredit', {
    idempotent: true,
    handler: async (call) => applyAccountCredit(deps, call),
  });

  defineRoute(app, 'invoicePdf', {
    handler: async (call, _request, reply) => {
      const pdf = await getInvoicePdf(deps, call);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.data);
    },
  });
});
