import type { EmailResponse } from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';

import {
  isClientsEmail,
  toSentEmail,
  type EmailsDeps,
  type LoggedEmail,
} from './emails-shared.js';

/** E-mails read per GetEmails call while looking for one. */
const SEARCH_PAGE = 100;

/** At most this many pages are read: a client with more is not searched further. */
const MAX_PAGES = 50;

/**
 * Finds one of the client's e-mails by id. GetEmails has no id filter, so
 * the client's own list is read page by page until it turns up.
 */
async function findClientEmail(
  deps: EmailsDeps,
  clientId: number,
  emailId: number,
): Promise<LoggedEmail | undefined> {
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const reply = await deps.whmcs.getEmails({
      clientid: clientId,
      limitstart: page * SEARCH_PAGE,
      limitnum: SEARCH_PAGE,
    });
    const found = reply.emails.find((email) => email.id === emailId);
    if (found) {
      return isClientsEmail(found, clientId) ? found : undefined;
    }
    const seen = page * SEARCH_PAGE + reply.emails.length;
    if (reply.emails.length === 0 || seen >= reply.totalresults) {
      return undefined;
    }
  }
  return undefined;
}

/**
 * `email`: one e-mail WHMCS sent the session client, with its HTML; another
 * client's, or none, is NOT_FOUND.
 */
export async function getEmail(
  deps: EmailsDeps,
  { identity, input }: Pick<RouteCall<'email'>, 'identity' | 'input'>,
): Promise<Omit<EmailResponse, 'error'>> {
  const email = await findClientEmail(deps, identity.clientId, input.emailid);
  if (!email) {
    throw new AppError('NOT_FOUND', 'No such e-mail');
  }
  return { email: toSentEmail(email) };
}
