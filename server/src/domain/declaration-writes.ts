import { AppError } from '../lib/app-error.js';
import { MINUTE_MS } from '../lib/time.js';
import type { StoredDeclaration } from '../stores/types.js';
import { createDirectJournal } from '../stores/write-journal.js';
import type { WriteJournal } from '../stores/write-journal.js';
import {
  collectPages,
  isCertainlyUnwritten,
  WHMCS_MESSAGES,
  WhmcsError,
} from '../whmcs/index.js';
import type { WhmcsCancelType } from '../whmcs/index.js';

import { declarationText } from './declarations.js';
import type { DeclarationDeps } from './declarations.js';

/**
 * A signed-in declaration still `pending` this long after it was received
 * is an attempt that died: WHMCS is read to find out whether it got there.
 * Before that, the attempt may still be running.
 */
const PENDING_SETTLE_MS = 2 * MINUTE_MS;

/** A ticket for staff: where, under what subject, saying what. */
export interface StaffTicket {
  deptid: number;
  subject: string;
  message: string;
}

/** Words the staff ticket of a recorded declaration (it may read WHMCS). */
export type StaffTicketOf = (record: StoredDeclaration) => Promise<StaffTicket>;

/**
 * Whether WHMCS gets an AddCancelRequest for the declaration: every
 * signed-in cancellation, and a withdrawal received within its period (a
 * late one is left to staff, who check the period: docs/cancellation.md).
 */
export function sendsCancelRequest(record: StoredDeclaration): boolean {
  return (
    record.declaration === 'cancellation' ||
    record.receipt.withinPeriod === true
  );
}

/** Whether WHMCS lists a cancellation request for the service. */
export async function hasWhmcsCancelRequest(
  deps: Pick<DeclarationDeps, 'whmcs'>,
  serviceId: number,
): Promise<boolean> {
  const requests = await collectPages(
    deps.whmcs,
    'GetCancelledPackages',
    {},
    (reply) => reply.packages,
  );
  return requests.some((request) => request.relid === serviceId);
}

/** The WHMCS type of a declaration's request: a withdrawal ends the line at once. */
function cancelTypeOf(record: StoredDeclaration): WhmcsCancelType {
  if (record.declaration === 'withdrawal') {
    return 'Immediate';
  }
  return record.receipt.type === 'immediate'
    ? 'Immediate'
    : 'End of Billing Period';
}

/** Sends AddCancelRequest at most once (docs/reliability.md). */
async function addCancelRequestOnce(
  deps: Pick<DeclarationDeps, 'whmcs'>,
  journal: WriteJournal,
  record: StoredDeclaration,
): Promise<void> {
  const serviceId = record.receipt.serviceid ?? 0;
  await journal.step('cancel', {
    check: async () =>
      (await hasWhmcsCancelRequest(deps, serviceId)) ? true : null,
    write: async () => {
      try {
        await deps.whmcs.addCancelRequest({
          serviceid: serviceId,
          type: cancelTypeOf(record),
          reason: declarationText(record),
        });
      } catch (error) {
        // A request made elsewhere (WHMCS's client area, staff) already
        // ends the service: nothing more to write, the declaration stands.
        if (
          error instanceof WhmcsError &&
          error.matches(WHMCS_MESSAGES.existingCancellationRequest)
        ) {
          return true;
        }
        throw error;
      }
      return true;
    },
  });
}

/** The client's tickets in a department with exactly this subject. */
async function ticketsWithSubject(
  deps: Pick<DeclarationDeps, 'whmcs'>,
  clientId: number,
  ticket: StaffTicket,
): Promise<number[]> {
  const reply = await deps.whmcs.getTickets({
    clientid: clientId,
    deptid: ticket.deptid,
    subject: ticket.subject,
    limitnum: 100,
  });
  return reply.tickets
    .filter((found) => found.subject === ticket.subject)
    .map((found) => found.id);
}

/**
 * A declaration's staff ticket, opened once for the client
 * (docs/reliability.md: counted by subject before, one more means it was
 * opened).
 */
async function openStaffTicketOnce(
  deps: Pick<DeclarationDeps, 'whmcs'>,
  journal: WriteJournal,
  clientId: number,
  record: StoredDeclaration,
  ticket: StaffTicket,
): Promise<number> {
  return journal.step('ticket', {
    before: async () =>
      (await ticketsWithSubject(deps, clientId, ticket)).length,
    check: async (before) => {
      const ids = await ticketsWithSubject(deps, clientId, ticket);
      return ids.length > Number(before) ? Math.max(...ids) : null;
    },
    write: async () => {
      const opened = await deps.whmcs.openTicket({
        deptid: ticket.deptid,
        clientid: clientId,
        serviceid: record.receipt.serviceid ?? undefined,
        subject: ticket.subject,
        message: ticket.message,
        priority: 'High',
        noemail: true,
        markdown: false,
      });
      return opened.id;
    },
  });
}

/**
 * A signed-in declaration found `pending` under the service's claim: the
 * same request still running (409), or an attempt that died, whose
 * AddCancelRequest WHMCS shows (then it counts) or does not (then it is
 * dropped and this request starts afresh). One that sends no request (a
 * late withdrawal) stands as recorded.
 */
async function settlePending(
  deps: DeclarationDeps,
  earlier: StoredDeclaration,
  staffTicketOf: StaffTicketOf,
): Promise<StoredDeclaration | null> {
  const age = deps.now() - Date.parse(earlier.receipt.receivedAt);
  if (!earlier.isAttemptOver && age < PENDING_SETTLE_MS) {
    throw new AppError(
      'IDEMPOTENCY_IN_FLIGHT',
      'A declaration for this subscription is being recorded',
    );
  }
  const serviceId = earlier.receipt.serviceid ?? 0;
  if (
    !sendsCancelRequest(earlier) ||
    (await hasWhmcsCancelRequest(deps, serviceId))
  ) {
    let { ticketId } = earlier;
    if (earlier.needsStaffTicket && ticketId === null && earlier.clientId) {
      // Its attempt ended before the staff ticket was known to be opened:
      // open it now (at worst staff see it twice).
      ticketId = await openStaffTicketOnce(
        deps,
        createDirectJournal(),
        earlier.clientId,
        earlier,
        await staffTicketOf(earlier),
      );
    }
    const applied: StoredDeclaration = {
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
  deps: DeclarationDeps,
  key: string,
  reference: string,
  staffTicketOf: StaffTicketOf,
): Promise<StoredDeclaration | null> {
  const store = deps.stores.cancellations;
  let holder = await store.claim(key, reference, null);
  if (holder !== reference) {
    const earlier = await store.get(holder);
    const settled =
      earlier?.state === 'pending'
        ? await settlePending(deps, earlier, staffTicketOf)
        : earlier;
    if (settled) {
      return settled;
    }
    await store.release(key, holder);
    holder = await store.claim(key, reference, null);
    if (holder !== reference) {
      throw new AppError(
        'IDEMPOTENCY_IN_FLIGHT',
        'A declaration for this subscription is being recorded',
      );
    }
  }
  return null;
}

/**
 * Writes a recorded declaration to WHMCS: the cancellation request when it
 * sends one, then the staff ticket it needs. A failure leaves the record as
 * the next try needs it; answers the staff ticket's id, if any.
 */
async function writeToWhmcs(
  deps: DeclarationDeps,
  journal: WriteJournal,
  record: StoredDeclaration,
  claimKey: string,
  staffTicketOf: StaffTicketOf,
): Promise<number | null> {
  const store = deps.stores.cancellations;
  try {
    if (sendsCancelRequest(record)) {
      await addCancelRequestOnce(deps, journal, record);
    }
  } catch (error) {
    if (!journal.isResuming && isCertainlyUnwritten(error)) {
      // WHMCS certainly has nothing: neither do we.
      await store.delete(record.reference).catch(() => undefined);
      await store.release(claimKey, record.reference).catch(() => undefined);
    } else {
      // WHMCS may have it: the next try (or the key's retry) reads it back.
      await store
        .save({ ...record, isAttemptOver: true })
        .catch(() => undefined);
    }
    throw error;
  }
  let ticketId = record.ticketId;
  if (record.needsStaffTicket && ticketId === null && record.clientId) {
    try {
      ticketId = await openStaffTicketOnce(
        deps,
        journal,
        record.clientId,
        record,
        await staffTicketOf(record),
      );
    } catch (error) {
      // WHMCS has the request: the next try finds it there and opens the
      // ticket then.
      await store
        .save({ ...record, isAttemptOver: true })
        .catch(() => undefined);
      throw error;
    }
  }
  return ticketId;
}

/** What `declareSignedIn` needs of a use case. */
export interface SignedInDeclaration {
  reference: string;
  /** The key the client's declaration of this kind for this service is claimed under. */
  claimKey: string;
  /** Refuses a declaration the service cannot take (it has ended); the claim is let go. */
  refuse: () => AppError | null;
  /** The `pending` record, before WHMCS has it. */
  build: () => StoredDeclaration;
  staffTicketOf: StaffTicketOf;
}

/** A signed-in declaration's outcome: the record, and whether it was an earlier one. */
export interface Declared {
  record: StoredDeclaration;
  repeated: boolean;
  /** It was applied now (its receipt mail is due), not found applied. */
  isNew: boolean;
}

/**
 * Records a signed-in declaration of one of the client's services and
 * writes it to WHMCS once (docs/cancellation.md): a retry of the same
 * attempt takes its steps over, another attempt for the same service
 * answers the first as a repeat.
 */
export async function declareSignedIn(
  deps: DeclarationDeps,
  journal: WriteJournal,
  declaration: SignedInDeclaration,
): Promise<Declared> {
  const { reference, claimKey, staffTicketOf } = declaration;
  const store = deps.stores.cancellations;
  let record = await store.get(reference);
  if (record?.state === 'applied') {
    return { record, repeated: false, isNew: false };
  }
  if (!record) {
    const earlier = await claimService(
      deps,
      claimKey,
      reference,
      staffTicketOf,
    );
    if (earlier) {
      return { record: earlier, repeated: true, isNew: false };
    }
    const refusal = declaration.refuse();
    if (refusal) {
      await store.release(claimKey, reference);
      throw refusal;
    }
    record = declaration.build();
    await store.save(record);
  }
  const ticketId = await writeToWhmcs(
    deps,
    journal,
    record,
    claimKey,
    staffTicketOf,
  );
  const applied: StoredDeclaration = {
    ...record,
    state: 'applied',
    ticketId,
    isAttemptOver: false,
  };
  await store.save(applied);
  return { record: applied, repeated: false, isNew: true };
}
