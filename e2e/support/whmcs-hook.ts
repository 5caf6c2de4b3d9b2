import { createHmac } from 'node:crypto';

import type { APIRequestContext } from '@playwright/test';

import { BASE_PATH } from '@members/contract';

/**
 * The WHMCS hook's shared key in the browser suite: the servers get it as
 * `PUSH_HOOK_SECRET` (at least 32 characters, as the server demands).
 */
export const PUSH_HOOK_TEST_SECRET = 'e2e-push-hook-key-0123456789abcdefghijk';

/** Where WHMCS's hook file posts its events (docs/push.md). */
const HOOK_PATH = `${BASE_PATH}/hooks/whmcs-event`;

/** A WHMCS event as docs/whmcs-hooks/members-area-push.php posts it. */
export type WhmcsHookEvent =
  | { event: 'InvoiceCreated'; invoiceid: number }
  | { event: 'InvoicePaymentReminder'; invoiceid: number; type: string }
  | { event: 'TicketAdminReply'; ticketid: number }
  | { event: 'NetworkIssueAdd'; id: number; title: string };

/**
 * Posts an event signed as the hook file signs it: the Unix time, and the
 * hex HMAC-SHA256 of `<timestamp>.<body>` with the shared key. Answers the
 * server's status and JSON (`{ sent }`: how many devices accepted it).
 */
export async function postWhmcsEvent(
  request: APIRequestContext,
  event: WhmcsHookEvent,
): Promise<{ status: number; json: unknown }> {
  const body = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', PUSH_HOOK_TEST_SECRET)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  const response = await request.post(HOOK_PATH, {
    headers: {
      'content-type': 'application/json',
      'x-members-timestamp': String(timestamp),
      'x-members-signature': signature,
    },
    data: body,
  });
  return { status: response.status(), json: await response.json() };
}
