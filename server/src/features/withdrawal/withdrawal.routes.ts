import { deliverUndelivered } from '../../domain/declaration-guests.js';
import { loadDeclarationPdf } from '../../domain/declaration-receipt-pdf.js';
import { defineRoute, optionalIdentityOf } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';
import { MINUTE_MS } from '../../lib/time.js';
import { createSharedSecret } from '../../stores/shared-secret.js';

import { listWithdrawableLines } from './list-withdrawable-lines.service.js';
import { requestWithdrawal } from './request-withdrawal.service.js';
import type { WithdrawalDeps } from './withdrawal-shared.js';

/** How often guest withdrawals that WHMCS did not take yet are tried again. */
const DELIVERY_RETRY_MS = MINUTE_MS;

/**
 * Withdrawal within 14 days (§ 356a BGB, docs/cancellation.md): the
 * declaration, public but aware of a session, its receipt as a PDF by the
 * link it gave, and the signed-in form's lines. Guest withdrawals WHMCS
 * could not take are delivered later.
 */
export const withdrawalFeature = defineFeature('withdrawal', (app, deps) => {
  const withdrawal: WithdrawalDeps = {
    ...deps,
    // The same secret as the cancellation's: one set of receipt links.
    secret: createSharedSecret(deps.stores.tokens, 'secret:cancel-receipt'),
  };
  const deliverDue = () => {
    void deliverUndelivered(withdrawal, 'withdrawal').catch(
      (error: unknown) => {
        deps.logger.warn({ err: error }, 'withdrawals not delivered yet');
      },
    );
  };

  defineRoute(app, 'withdraw', {
    idempotent: true,
    readsSession: true,
    handler: async (call, request) => {
      const answer = await requestWithdrawal(
        withdrawal,
        optionalIdentityOf(request),
        call,
      );
      // Any declaration is a moment to hand over those still due.
      deliverDue();
      return answer;
    },
  });

  defineRoute(app, 'withdrawableLines', {
    handler: (call) => listWithdrawableLines(withdrawal, call),
  });

  defineRoute(app, 'withdrawReceipt', {
    handler: async (call, _request, reply) => {
      const pdf = await loadDeclarationPdf(
        withdrawal,
        'withdrawal',
        call.input,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.data);
    },
  });

  const timer = setInterval(deliverDue, DELIVERY_RETRY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
});
