import type { EmailSummary, SentEmail } from '@members/contract';

import { toLocalDateTime } from '../../domain/dates.js';
import type { ServerDeps } from '../../http/feature.js';
import type { GetEmailsReply } from '../../whmcs/index.js';

/** What the e-mail history needs. */
export type EmailsDeps = Pick<ServerDeps, 'whmcs' | 'config' | 'cache' | 'now'>;

/** One e-mail of a GetEmails page. */
export type LoggedEmail = GetEmailsReply['emails'][number];

/**
 * Whether a listed e-mail is the client's: GetEmails is asked for this
 * client's only, and an e-mail naming another client is never shown (0 is
 * a reply without the field, which the `clientid` filter vouches for).
 */
export function isClientsEmail(email: LoggedEmail, clientId: number): boolean {
  return email.userid === clientId || email.userid === 0;
}

/** The list's view of an e-mail. */
export function toSummary(email: LoggedEmail): EmailSummary {
  return {
    id: email.id,
    date: toLocalDateTime(email.date),
    subject: email.subject,
  };
}

/** The whole e-mail, its HTML as WHMCS stored it. */
export function toSentEmail(email: LoggedEmail): SentEmail {
  return { ...toSummary(email), to: email.to, html: email.message };
}
