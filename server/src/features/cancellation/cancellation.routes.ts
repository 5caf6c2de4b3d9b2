import { deliverUndelivered } from '../../domain/declaration-guests.js';
import { loadDeclarationPdf } from '../../domain/declaration-receipt-pdf.js';
import { defineRoute, optionalIdentityOf } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';
import { MINUTE_MS } from '../../lib/time.js';
import { createSharedSecret } from '../../stores/shared-secret.js';

import type { CancellationDeps } from './cancellation-shared.js';
import { requestCancellation } from './request-cancellation.service.js';

/** How often guest declarations that WHMCS did not take yet are tried again. */
const DELIVERY_RETRY_MS = MINUTE_MS;

/**
 * Online cancellation (§ 312k BGB, docs/cancellation.md): the declaration,
 * public but aware of a session, and its receipt as a PDF by the link it
 * gave. Guest declarations WHMCS could not take are delivered later.
 */
export const cancellationFeature = defineFeature(
  'cancellation',
  (app, deps) => {
    const cancellation: CancellationDeps = {
      ...deps,
      secret: createSharedSecret(deps.stores.tokens, 'secret:cancel-receipt'),
    };
    const deliverDue = () => {
      void deliverUndelivered(cancellation, 'cancellation').catch(
        (error: unknown) => {
          deps.logger.warn({ err: error }, 'cancellations not delivered yet');
        },
      );
    };

    defineRoute(app, 'cancelRequest', {
      idempotent: true,
      readsSession: true,
      handler: async (call, request) => {
        const answer = await requestCancellation(
          cancellation,
          optionalIdentityOf(request),
          call,
        );
        // Any declaration is a moment to hand over those still due.
        deliverDue();
        return answer;
      },
    });

    defineRoute(app, 'cancelReceipt', {
      handler: async (call, _request, reply) => {
        const pdf = await loadDeclarationPdf(
          cancellation,
          'cancellation',
          call.input,
        );
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="${pdf.filename}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(pdf.data);
      },
    });

    const timer = setInterval(deliverDue, DELIVERY_RETRY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
);
