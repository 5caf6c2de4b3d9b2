import { PAGES } from '@members/contract';
import { z } from 'zod';

import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';

import { HOOK_HEADERS, verifyHookPost } from './hook-signature.js';
import type { PushMessage } from './push-texts.js';
import { sendPushToClient } from './send-push.js';
import type { SendPushDeps } from './send-push.js';

/** What a WHMCS event needs. */
export type WhmcsEventDeps = SendPushDeps &
  Pick<ServerDeps, 'config' | 'whmcs'>;

const idSchema = z.number().int().positive().max(2_147_483_647);

/**
 * The events docs/whmcs-hooks/members-area-push.php posts, each with the
 * ids of WHMCS's hook variables (WHMCS Hooks Reference: InvoiceCreated,
 * InvoicePaymentReminder, TicketAdminReply, NetworkIssueAdd).
 */
const hookEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('InvoiceCreated'), invoiceid: idSchema }),
  z.object({
    event: z.literal('InvoicePaymentReminder'),
    invoiceid: idSchema,
    // WHMCS: reminder, firstoverdue, secondoverdue, thirdoverdue.
    type: z.string().max(40),
  }),
  z.object({ event: z.literal('TicketAdminReply'), ticketid: idSchema }),
  z.object({
    event: z.literal('NetworkIssueAdd'),
    id: idSchema,
    title: z.string().trim().min(1).max(200),
  }),
]);
type HookEvent = z.infer<typeof hookEventSchema>;

function parseEvent(body: string): HookEvent {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new AppError('VALIDATION', 'The hook body is not JSON');
  }
  const parsed = hookEventSchema.safeParse(json);
  if (!parsed.success) {
    throw new AppError('VALIDATION', 'Unknown hook event');
  }
  return parsed.data;
}

/** An invoice's reminder, for the client WHMCS says owns it. */
async function sendInvoiceReminder(
  deps: WhmcsEventDeps,
  invoiceId: number,
  kind: 'invoiceCreated' | 'paymentReminder' | 'invoiceOverdue',
): Promise<number> {
  const invoice = await deps.whmcs.getInvoice({ invoiceid: invoiceId });
  if (invoice.status !== 'Unpaid') {
    return 0;
  }
  return sendPushToClient(deps, invoice.userid, {
    kind,
    text: kind,
    values: { invoice: invoiceId },
    page: `${PAGES.invoice}?invoiceid=${invoiceId}`,
  });
}

/** A network issue is everyone's: each client with a device that wants it. */
async function sendNetworkIssue(
  deps: WhmcsEventDeps,
  title: string,
): Promise<number> {
  const message: PushMessage = {
    kind: 'networkIssue',
    text: 'networkIssue',
    values: { title },
    page: PAGES.status,
  };
  let sent = 0;
  for (const clientId of await deps.stores.pushSubscriptions.clients()) {
    sent += await sendPushToClient(deps, clientId, message);
  }
  return sent;
}

async function dispatch(
  deps: WhmcsEventDeps,
  event: HookEvent,
): Promise<number> {
  switch (event.event) {
    case 'InvoiceCreated':
      return sendInvoiceReminder(deps, event.invoiceid, 'invoiceCreated');
    case 'InvoicePaymentReminder':
      return sendInvoiceReminder(
        deps,
        event.invoiceid,
        event.type === 'reminder' ? 'paymentReminder' : 'invoiceOverdue',
      );
    case 'TicketAdminReply': {
      const ticket = await deps.whmcs.getTicket({ ticketid: event.ticketid });
      // A guest's ticket (no client) has nobody to remind.
      if (ticket.userid === 0) {
        return 0;
      }
      return sendPushToClient(deps, ticket.userid, {
        kind: 'ticketReplied',
        text: 'ticketReplied',
        values: { ticket: ticket.tid },
        page: `${PAGES.ticket}?ticketid=${event.ticketid}`,
      });
    }
    case 'NetworkIssueAdd':
      return sendNetworkIssue(deps, event.title);
  }
}

/**
 * `POST /dashboard/hooks/whmcs-event`: a WHMCS event, checked as
 * {@link verifyHookPost} says, becomes a reminder to the devices of the
 * client it concerns that want its kind. Answers how many accepted it.
 */
export async function receiveWhmcsEvent(
  deps: WhmcsEventDeps,
  headers: Record<string, unknown>,
  body: string,
): Promise<{ sent: number }> {
  await verifyHookPost(
    deps,
    {
      timestamp: headers[HOOK_HEADERS.timestamp],
      signature: headers[HOOK_HEADERS.signature],
    },
    body,
  );
  return { sent: await dispatch(deps, parseEvent(body)) };
}
