import { COOKIES, DEFAULT_LOCALE, localeSchema } from '@members/contract';
import type { FastifyInstance } from 'fastify';

import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import {
  listInvoices,
  loadOwnInvoice,
  presentInvoice,
} from '../../domain/invoices.js';
import { AppError } from '../../lib/app-error.js';
import { defineRoute } from '../../lib/route.js';
import type { RouteHooks } from '../../lib/route.js';
import { sessionOf } from '../../plugins/session.js';

/** Only these invoices can be paid. */
const PAYABLE_STATUSES = new Set(['Unpaid']);

/** Registers the invoice reads, the payment link and the PDF. */
export function registerInvoiceRoutes(
  app: FastifyInstance,
  options: { ctx: DomainContext; hooks: RouteHooks },
): void {
  const { ctx } = options;
  const loadWithCurrency = async (clientId: number, invoiceId: number) => {
    const [invoice, profile] = await Promise.all([
      loadOwnInvoice(ctx, clientId, invoiceId),
      getClientProfile(ctx, clientId),
    ]);
    const currency = await getClientCurrency(ctx, profile);
    return { invoice: presentInvoice(invoice, currency), profile };
  };

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
    handler: async (input, request) => ({
      invoice: (
        await loadWithCurrency(
          sessionOf(request).record.clientId,
          input.invoiceid,
        )
      ).invoice,
    }),
  });

  // The amount and currency are WHMCS's own: the browser only names the invoice.
  defineRoute(app, options.hooks, 'payInvoice', {
    idempotent: true,
    handler: async (input, request) => {
      const clientId = sessionOf(request).record.clientId;
      const invoice = await loadOwnInvoice(ctx, clientId, input.invoiceid);
      if (!PAYABLE_STATUSES.has(invoice.status)) {
        throw new AppError(
          'INVOICE_NOT_PAYABLE',
          'This invoice cannot be paid',
          {
            reason: invoice.status,
          },
        );
      }
      const sso = await ctx.whmcs.createSsoToken({
        client_id: clientId,
        destination: 'sso:custom_redirect',
        sso_redirect_path: `viewinvoice.php?id=${invoice.invoiceid}`,
      });
      return { link: sso.redirect_url };
    },
  });

  defineRoute(app, options.hooks, 'invoicePdf', {
    handler: async (input, request, reply) => {
      const clientId = sessionOf(request).record.clientId;
      const { invoice, profile } = await loadWithCurrency(
        clientId,
        input.invoiceid,
      );
      const remembered = localeSchema.safeParse(
        request.cookies[COOKIES.locale],
      );
      const locale =
        input.locale ?? (remembered.success ? remembered.data : DEFAULT_LOCALE);
      // The PDF library is large; it is loaded when the first PDF is asked for.
      const { renderInvoicePdf } = await import('./invoice-pdf.js');
      const pdf = await renderInvoicePdf(
        invoice,
        {
          provider: ctx.config.providerName,
          clientName: `${profile.firstname} ${profile.lastname}`.trim(),
          clientEmail: profile.email,
        },
        locale,
      );
      const name = `invoice-${invoice.invoicenum || invoice.invoiceid}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
}
