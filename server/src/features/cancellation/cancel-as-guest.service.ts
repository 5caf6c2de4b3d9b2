import type { CancelRequestResponse } from '@members/contract';

import {
  acknowledgeGuestDeclaration,
  declareAsGuest,
} from '../../domain/declaration-guests.js';
import { referenceOf } from '../../domain/declarations.js';
import type { RouteCall } from '../../http/define-route.js';

import { answerFor } from './cancellation-shared.js';
import type { CancellationDeps } from './cancellation-shared.js';

/** A guest's declaration: recorded and confirmed at once, then handed to staff. */
export async function cancelAsGuest(
  deps: CancellationDeps,
  call: RouteCall<'cancelRequest'>,
  serviceRef: string,
): Promise<Omit<CancelRequestResponse, 'error'>> {
  const { input, journal, locale, meta } = call;
  const reference = await referenceOf(deps, journal, 'cancellation');
  const { record, repeated } = await declareAsGuest(deps, {
    reference,
    serviceRef,
    email: input.email,
    build: () => ({
      reference,
      declaration: 'cancellation',
      receipt: {
        reference,
        receivedAt: new Date(deps.now()).toISOString(),
        kind: input.kind,
        reason: input.reason,
        name: input.name,
        email: input.email,
        contract: serviceRef,
        serviceid: null,
        endAt: input.endAt,
        endsAt: null,
        type: null,
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
