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

import type { Identity, RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';
import { MINUTE_MS } from '../../lib/time.js';
import type { StoredCancellation } from '../../stores/types.js';
import { createDirectJournal } from '../../stores/write-journal.js';
import type { WriteJournal } from '../../stores/write-journal.js';
import { isCertainlyUnwritten } from '../../whmcs/index.js';
import type { WhmcsService } from '../../whmcs/index.js';

import {
  answerFor,
  contractName,
  fieldError,
  pdfLinkOf,
  referenceOf,
} from './cancellation-shared.js';
import type { CancellationDeps } from './cancellation-shared.js';
import {
  addCancelRequestOnce,
  hasWhmcsCancelRequest,
  openStaffTicketOnce,
} from './cancellation-writes.js';
import { confirmReceipt } from './cancellation.mail.js';

/** The key a signed-in client's cancellation of one service is claimed under. */
function serviceKey(clientId: number, serviceId: number): string {
  return `service:${clientId}:${serviceId}`;
}

/**
 * A signed-in declaration still `pending` this long after it was received
 * is an attempt that died: WHMCS is read to find out whether it got there.
 * Before that, the attempt may still be running.
 */
const PENDING_SETTLE_MS = 2 * MINUTE_MS;

/** The client's own service (any status), or 404 like every other endpoint. */
async function loadOwnService(
  deps: CancellationDeps,
  clientId: number,
  serviceId: number,
): Promise<WhmcsService> {
  const reply = await deps.whmcs.getClientsProducts({
    serviceid: serviceId,
    clientid: clientId,
  });
  const service = reply.products.find((product) => product.id === serviceId);
  if (!service || service.clientid !== clientId) {
    throw new AppError('NOT_FOUND', 'No such subscription');
  }
  return service;
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

/**
 * A signed-in declaration found `pending` under the service's claim: the
 * same request still running (409), or an attempt that died, whose
 * AddCancelRequest WHMCS shows (then it counts) or does not (then it is
 * dropped and this request starts afresh).
 */
async function settlePending(
  deps: CancellationDeps,
  earlier: StoredCancellation,
): Promise<StoredCancellation | null> {
  const age = deps.now() - Date.parse(earlier.receipt.receivedAt);
  if (!earlier.isAttemptOver && age < PENDING_SETTLE_MS) {
    throw new AppError(
      'IDEMPOTENCY_IN_FLIGHT',
      'A cancellation of this subscription is being recorded',
    );
  }
  const serviceId = earlier.receipt.serviceid ?? 0;
  if (await hasWhmcsCancelRequest(deps, serviceId)) {
    let { ticketId } = earlier;
    if (earlier.needsStaffTicket && ticketId === null && earlier.clientId) {
      // Its attempt ended before the staff ticket was known to be opened:
      // open it now (at worst staff see it twice).
      ticketId = await openStaffTicketOnce(
        deps,
        createDirectJournal(),
        earlier.clientId,
        earlier,
      );
    }
    const applied: StoredCancellation = {
      ...earlier,
      state: 'applied',
      ticketId,
      isAttemptOver: false,
    };
    await deps.stores.cancellations.save(applied);
    return applied;
  }
  await deps.stores.cancellations.delete(earlier.reference);
  return null;
}

/**
 * Claims the service for this declaration, or answers the earlier one that
 * holds it (settled first when its attempt was left `pending`).
 */
async function claimService(
  deps: CancellationDeps,
  key: string,
  reference: string,
): Promise<StoredCancellation | null> {
  const store = deps.stores.cancellations;
  let holder = await store.claim(key, reference, null);
  if (holder !== reference) {
    const earlier = await store.get(holder);
    const settled =
      earlier?.state === 'pending'
        ? await settlePending(deps, earlier)
        : earlier;
    if (settled) {
      return settled;
    }
    await store.release(key, holder);
    holder = await store.claim(key, reference, null);
    if (holder !== reference) {
      throw new AppError(
        'IDEMPOTENCY_IN_FLIGHT',
        'A cancellation of this subscription is being recorded',
      );
    }
  }
  return null;
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
 * Writes a recorded declaration to WHMCS: the cancellation request, then the
 * staff ticket it needs. A failure leaves the record as the next try needs
 * it; answers the staff ticket's id, if any.
 */
async function writeToWhmcs(
  deps: CancellationDeps,
  journal: WriteJournal,
  record: StoredCancellation,
  clientId: number,
  serviceId: number,
): Promise<number | null> {
  const store = deps.stores.cancellations;
  try {
    await addCancelRequestOnce(deps, journal, record);
  } catch (error) {
    if (!journal.isResuming && isCertainlyUnwritten(error)) {
      // WHMCS certainly has nothing: neither do we.
      await store.delete(record.reference).catch(() => undefined);
      await store
        .release(serviceKey(clientId, serviceId), record.reference)
        .catch(() => undefined);
    } else {
      // WHMCS may have it: the next try (or the key's retry) reads it back.
      await store
        .save({ ...record, isAttemptOver: true })
        .catch(() => undefined);
    }
    throw error;
  }
  let ticketId = record.ticketId;
  if (record.needsStaffTicket && ticketId === null) {
    try {
      ticketId = await openStaffTicketOnce(deps, journal, clientId, record);
    } catch (error) {
      // WHMCS has the cancellation: the next try finds it there and opens
      // the ticket then.
      await store
        .save({ ...record, isAttemptOver: true })
        .catch(() => undefined);
      throw error;
    }
  }
  return ticketId;
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
  const store = deps.stores.cancellations;
  const service = await loadOwnService(deps, clientId, serviceId);
  const receivedAt = deps.now();
  const plan = planEnd(
    input.endAt,
    input.kind,
    billingDay(receivedAt, deps.config.billingTimeZone),
    service,
  );
  const reference = await referenceOf(deps, journal);
  let record = await store.get(reference);
  if (record?.state === 'applied') {
    return answerFor(deps, record, false);
  }
  if (!record) {
    const key = serviceKey(clientId, serviceId);
    const earlier = await claimService(deps, key, reference);
    if (earlier) {
      return answerFor(deps, earlier, true);
    }
    if (hasEnded(service.status)) {
      await store.release(key, reference);
      throw new AppError(
        'NOT_CANCELLABLE',
        'This subscription has ended already',
        { reason: service.status },
      );
    }
    record = pendingRecord(call, reference, receivedAt, service, plan);
    await store.save(record);
  }
  const ticketId = await writeToWhmcs(
    deps,
    journal,
    record,
    clientId,
    serviceId,
  );
  const applied: StoredCancellation = {
    ...record,
    state: 'applied',
    ticketId,
    isAttemptOver: false,
  };
  await store.save(applied);
  const pdfLink = await pdfLinkOf(deps, reference);
  await journal.once('mail', async () => {
    confirmReceipt(deps, applied, meta.origin, pdfLink);
  });
  return { receipt: applied.receipt, pdfLink, repeated: false };
}
