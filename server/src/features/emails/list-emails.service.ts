import { EMAILS_PAGE_SIZE, type EmailsResponse } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';

import { isClientsEmail, toSummary, type EmailsDeps } from './emails-shared.js';

/**
 * `emails`: one page of the e-mails WHMCS sent the session client, newest
 * first, and how many there are in all.
 */
export async function listEmails(
  deps: EmailsDeps,
  { identity, input }: Pick<RouteCall<'emails'>, 'identity' | 'input'>,
): Promise<Omit<EmailsResponse, 'error'>> {
  const { clientId } = identity;
  const page = input.page ?? 1;
  const reply = await deps.whmcs.getEmails({
    clientid: clientId,
    limitstart: (page - 1) * EMAILS_PAGE_SIZE,
    limitnum: EMAILS_PAGE_SIZE,
  });
  const emails = reply.emails
    .filter((email) => isClientsEmail(email, clientId))
    .map(toSummary)
    .sort((a, b) =>
      a.date === b.date
        ? b.id - a.id
        : (a.date ?? '') < (b.date ?? '')
          ? 1
          : -1,
    );
  return {
    emails,
    page,
    pageSize: EMAILS_PAGE_SIZE,
    total: reply.totalresults,
  };
}
