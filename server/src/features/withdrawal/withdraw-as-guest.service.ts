import type { WithdrawResponse } from '@members/contract';

import {
  acknowledgeGuestDeclaration,
  declareAsGuest,
} from '../../domain/declaration-guests.js';
import { referenceOf } from '../../domain/declarations.js';
import type { RouteCall } from '../../http/define-route.js';

import { answerFor } from './withdrawal-shared.js';
import type { WithdrawalDeps } from './withdrawal-shared.js';

/**
 * A guest's withdrawal: recorded and acknowledged at once, then handed to
 * billing staff with a notice to the line's holder, as a guest's
 * cancellation is; the answer is the same whether the line exists or not.
 */
export async function withdrawAsGuest(
  deps: WithdrawalDeps,
  call: RouteCall<'withdraw'>,
  serviceRef: string,
): Promise<Omit<WithdrawResponse, 'error'>> {
  const { input, journal, locale, meta } = call;
  const reference = await referenceOf(deps, journal, 'withdrawal');
  const { record, repeated } = await declareAsGuest(deps, {
    reference,
    serviceRef,
    email: input.email,
    build: () => ({
      reference,
      declaration: 'withdrawal',
      receipt: {
        reference,
        receivedAt: new Date(deps.now()).toISOString(),
        name: input.name,
        email: input.email,
        contract: serviceRef,
        serviceid: null,
        reason: input.reason,
        orderedOn: null,
        withdrawUntil: null,
        withinPeriod: null,
      },
      locale,
      clientId: null,
      serviceRef,
      state: 'received',
      needsStaffTicket: true,
      ticketId: null,
      isAttemptOver: false,
    }),
  });
  if (!repeated) {
    await acknowledgeGuestDeclaration(deps, record, {
      journal,
      origin: meta.origin,
    });
  }
  return answerFor(deps, record, repeated);
}
