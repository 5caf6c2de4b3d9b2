import {
  billingDay,
  checkCancelDate,
  hasEnded,
  paidPeriodEnd,
} from '@members/contract';
import type {
  CancellationType,
  CancelRequestResponse,
} from '@members/contract';

import { confirmReceipt } from '../../domain/declaration-mail.js';
import { declareSignedIn } from '../../domain/declaration-writes.js';
import type { StaffTicket } from '../../domain/declaration-writes.js';
import {
  contractName,
  declarationText,
  fieldError,
  loadOwnService,
  pdfLinkOf,
  referenceOf,
} from '../../domain/declarations.js';
import type { Identity, RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';
import type {
  StoredCancellation,
  StoredDeclaration,
} from '../../stores/types.js';
import type { WhmcsService } from '../../whmcs/index.js';

import { answerFor, asCancellation } from './cancellation-shared.js';
import type { CancellationDeps } from './cancellation-shared.js';

/** The key a signed-in client's cancellation of one service is claimed under. */
function serviceKey(clientId: number, serviceId: number): string {
  return `service:${clientId}:${serviceId}`;
}

/** How a signed-in declaration ends the service, as planEnd works it out. */
interface EndPlan {
  type: CancellationType;
  endsAt: string;
  needsStaffTicket: boolean;
}

/** The end a signed-in customer asks for, checked against the paid period. */
function planEnd(
  endAt: string,
  kind: 'ordinary' | 'extraordinary',
  today: string,
  service: WhmcsService,
): EndPlan {
  // A service whose due date has passed (a Pending order) can end today.
  const periodEnd = paidPeriodEnd(service.nextduedate || null, today);
  if (endAt === 'endOfPeriod') {
    return { type: 'endOfPeriod', endsAt: periodEnd, needsStaffTicket: false };
  }
  const problem = checkCancelDate(endAt, { today, latest: periodEnd });
  if (problem !== null) {
    throw fieldError('endAt', problem);
  }
  if (endAt === today) {
    return { type: 'immediate', endsAt: today, needsStaffTicket: false };
  }
  // An ordinary notice cannot end a paid period early: it ends at its end,
  // the earliest possible date. An extraordinary one may, for its cause:
  // staff decide, so they get a ticket with the date asked for.
  return {
    type: 'endOfPeriod',
    endsAt: periodEnd,
    needsStaffTicket: kind === 'extraordinary' && endAt < periodEnd,
  };
}

/** The `pending` record of a signed-in declaration, before WHMCS has it. */
function pendingRecord(
  call: RouteCall<'cancelRequest'>,
  reference: string,
  receivedAt: number,
  service: WhmcsService,
  plan: EndPlan,
): StoredCancellation {
  const { input, locale } = call;
  return {
    reference,
    declaration: 'cancellation',
    receipt: {
      reference,
      receivedAt: new Date(receivedAt).toISOString(),
      kind: input.kind,
      reason: input.reason,
      name: input.name,
      email: input.email,
      contract: contractName(service),
      serviceid: service.id,
      endAt: input.endAt,
      endsAt: plan.endsAt,
      type: plan.type,
    },
    locale,
    clientId: service.clientid,
    serviceRef: null,
    state: 'pending',
    needsStaffTicket: plan.needsStaffTicket,
    ticketId: null,
    isAttemptOver: false,
  };
}

/**
 * The staff ticket of an extraordinary cancellation before the end of the
 * paid period, in the cancellation department.
 */
function staffTicketOf(
  deps: CancellationDeps,
  stored: StoredDeclaration,
): Promise<StaffTicket> {
  const { receipt } = asCancellation(stored);
  return Promise.resolve({
    deptid: deps.config.cancellation.departmentId,
    subject: `Extraordinary cancellation ${stored.reference}: end asked for ${receipt.endAt}`,
    message: [
      `The customer declared an extraordinary cancellation and asks for it to end on ${receipt.endAt}, before the end of the paid period (${String(receipt.endsAt)}).`,
      'WHMCS has a cancellation request for the end of the billing period; decide on the cause and change the date if it holds.',
      '',
      declarationText(stored),
    ].join('\n'),
  });
}

/** A signed-in customer's cancellation of one of their own subscriptions. */
export async function cancelSignedIn(
  deps: CancellationDeps,
  identity: Identity,
  call: RouteCall<'cancelRequest'>,
  serviceId: number,
): Promise<Omit<CancelRequestResponse, 'error'>> {
  const { input, journal, meta } = call;
  const { clientId } = identity;
  const service = await loadOwnService(deps, clientId, serviceId);
  const receivedAt = deps.now();
  const plan = planEnd(
    input.endAt,
    input.kind,
    billingDay(receivedAt, deps.config.billingTimeZone),
    service,
  );
  const reference = await referenceOf(deps, journal, 'cancellation');
  const { record, repeated, isNew } = await declareSignedIn(deps, journal, {
    reference,
    claimKey: serviceKey(clientId, serviceId),
    refuse: () =>
      hasEnded(service.status)
        ? new AppError(
            'NOT_CANCELLABLE',
            'This subscription has ended already',
            {
              reason: service.status,
            },
          )
        : null,
    build: () => pendingRecord(call, reference, receivedAt, service, plan),
    staffTicketOf: (stored) => staffTicketOf(deps, stored),
  });
  if (isNew) {
    const pdfLink = await pdfLinkOf(deps, record);
    await journal.once('mail', async () => {
      confirmReceipt(deps, record, meta.origin, pdfLink);
    });
  }
  return answerFor(deps, record, repeated);
}
