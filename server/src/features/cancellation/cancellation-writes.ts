import type { StoredCancellation } from '../../stores/types.js';
import type { WriteJournal } from '../../stores/write-journal.js';
import { collectPages, WHMCS_MESSAGES, WhmcsError } from '../../whmcs/index.js';
import type { WhmcsCancelType } from '../../whmcs/index.js';

import { declarationText } from './cancellation-shared.js';
import type { CancellationDeps } from './cancellation-shared.js';

/** Whether WHMCS lists a cancellation request for the service. */
export async function hasWhmcsCancelRequest(
  deps: CancellationDeps,
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

/** Sends AddCancelRequest at most once (docs/reliability.md). */
export async function addCancelRequestOnce(
  deps: CancellationDeps,
  journal: WriteJournal,
  record: StoredCancellation,
): Promise<void> {
  const serviceId = record.receipt.serviceid ?? 0;
  const type: WhmcsCancelType =
    record.receipt.type === 'immediate' ? 'Immediate' : 'End of Billing Period';
  await journal.step('cancel', {
    check: async () =>
      (await hasWhmcsCancelRequest(deps, serviceId)) ? true : null,
    write: async () => {
      try {
        await deps.whmcs.addCancelRequest({
          serviceid: serviceId,
          type,
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

/** The client's tickets in the cancellation department with exactly this subject. */
async function ticketsWithSubject(
  deps: CancellationDeps,
  clientId: number,
  subject: string,
): Promise<number[]> {
  const reply = await deps.whmcs.getTickets({
    clientid: clientId,
    deptid: deps.config.cancellation.departmentId,
    subject,
    limitnum: 100,
  });
  return reply.tickets
    .filter((ticket) => ticket.subject === subject)
    .map((ticket) => ticket.id);
}

/**
 * The staff ticket of an extraordinary cancellation before the end of the
 * paid period, opened once for the client (docs/reliability.md: counted by
 * subject before, one more means it was opened).
 */
export async function openStaffTicketOnce(
  deps: CancellationDeps,
  journal: WriteJournal,
  clientId: number,
  record: StoredCancellation,
): Promise<number> {
  const subject = `Extraordinary cancellation ${record.reference}: end asked for ${String(record.receipt.endAt)}`;
  const message = [
    `The customer declared an extraordinary cancellation and asks for it to end on ${String(record.receipt.endAt)}, before the end of the paid period (${String(record.receipt.endsAt)}).`,
    'WHMCS has a cancellation request for the end of the billing period; decide on the cause and change the date if it holds.',
    '',
    declarationText(record),
  ].join('\n');
  return journal.step('ticket', {
    before: async () =>
      (await ticketsWithSubject(deps, clientId, subject)).length,
    check: async (before) => {
      const ids = await ticketsWithSubject(deps, clientId, subject);
      return ids.length > Number(before) ? Math.max(...ids) : null;
    },
    write: async () => {
      const opened = await deps.whmcs.openTicket({
        deptid: deps.config.cancellation.departmentId,
        clientid: clientId,
        serviceid: record.receipt.serviceid ?? undefined,
        subject,
        message,
        priority: 'High',
        noemail: true,
        markdown: false,
      });
      return opened.id;
    },
  });
}
