import { callEmulator } from './emulator-api.js';

/**
 * What the declarations (cancellation, withdrawal: docs/cancellation.md)
 * leave in WHMCS, read straight from the emulator: the cancellation
 * requests and the staff tickets.
 */

/** One cancellation request as GetCancelledPackages lists it. */
export interface CancelRequestEntry {
  relid: string;
  type: string;
  reason: string;
}

/** A service's cancellation requests in WHMCS. */
export async function cancelRequestsOf(
  emulatorUrl: string,
  serviceId: number,
): Promise<CancelRequestEntry[]> {
  const body = (await callEmulator(emulatorUrl, 'GetCancelledPackages', {
    limitnum: '100',
  })) as { packages: { package: CancelRequestEntry[] } };
  return body.packages.package.filter(
    (entry) => entry.relid === String(serviceId),
  );
}

/** How many cancellation requests WHMCS holds, of every service. */
export async function cancelRequestCount(emulatorUrl: string): Promise<number> {
  const body = (await callEmulator(emulatorUrl, 'GetCancelledPackages')) as {
    totalresults: string;
  };
  return Number(body.totalresults);
}

/** A ticket as GetTickets lists it. */
export interface TicketSummary {
  id: string;
  subject: string;
  userid: string;
  email: string;
}

/** The tickets of a department (1, the default of both declaration departments). */
export async function departmentTickets(
  emulatorUrl: string,
  deptid = 1,
): Promise<TicketSummary[]> {
  const body = (await callEmulator(emulatorUrl, 'GetTickets', {
    deptid: String(deptid),
    limitnum: '500',
  })) as { tickets: { ticket: TicketSummary[] } };
  return body.tickets.ticket;
}

/** A department's tickets whose subject names a declaration's reference. */
export async function ticketsNaming(
  emulatorUrl: string,
  reference: string,
): Promise<TicketSummary[]> {
  return (await departmentTickets(emulatorUrl)).filter((ticket) =>
    ticket.subject.includes(reference),
  );
}

/** The first message of a ticket. */
export async function ticketMessage(
  emulatorUrl: string,
  id: string,
): Promise<string> {
  const body = (await callEmulator(emulatorUrl, 'GetTicket', {
    ticketid: id,
  })) as { replies: { reply: { message: string }[] } };
  return body.replies.reply[0]?.message ?? '';
}
