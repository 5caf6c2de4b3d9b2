import { createHash } from 'node:crypto';

import type { CancelRequestResponse } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';
import { canonicalEmail } from '../../lib/email.js';
import { CANCEL_LIMITS } from '../../stores/limits.js';

import { answerFor, pdfLinkOf, referenceOf } from './cancellation-shared.js';
import type { CancellationDeps } from './cancellation-shared.js';
import { confirmReceipt } from './cancellation.mail.js';
import { deliverGuestDeclaration } from './deliver-guest-declarations.worker.js';

/** How long a guest's same declaration (reference and address) answers the first. */
const GUEST_REPEAT_MS = CANCEL_LIMITS.perEmailHour.windowMs;

/** A guest's declaration of a reference to an address: its repeats answer the first. */
function guestKey(serviceRef: string, email: string): string {
  const digest = createHash('sha256')
    .update(`${serviceRef.trim().toLowerCase()}\n${canonicalEmail(email)}`)
    .digest('base64url');
  return `guest:${digest}`;
}

/** A guest's declaration: recorded and confirmed at once, then handed to staff. */
export async function cancelAsGuest(
  deps: CancellationDeps,
  call: RouteCall<'cancelRequest'>,
  serviceRef: string,
): Promise<Omit<CancelRequestResponse, 'error'>> {
  const { input, journal, locale, meta } = call;
  const store = deps.stores.cancellations;
  const reference = await referenceOf(deps, journal);
  let record = await store.get(reference);
  if (!record) {
    const holder = await store.claim(
      guestKey(serviceRef, input.email),
      reference,
      GUEST_REPEAT_MS,
    );
    if (holder !== reference) {
      const earlier = await store.get(holder);
      if (earlier) {
        return answerFor(deps, earlier, true);
      }
    }
    record = {
      reference,
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
    };
    await store.save(record);
  }
  const pdfLink = await pdfLinkOf(deps, reference);
  const received = record;
  await journal.once('mail', async () => {
    confirmReceipt(deps, received, meta.origin, pdfLink);
  });
  // The same work whether the reference exists or not; a WHMCS failure
  // leaves the declaration recorded and due for delivery.
  await deliverGuestDeclaration(deps, reference).catch((error: unknown) => {
    deps.logger.warn(
      { err: error, reference },
      'cancellation not delivered to WHMCS yet',
    );
  });
  return { receipt: record.receipt, pdfLink, repeated: false };
}
