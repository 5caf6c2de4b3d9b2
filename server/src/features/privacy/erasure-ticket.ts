import type { Locale } from '@members/contract';

import { SERVER_CATALOGS } from '../../locales/catalogs.js';

/**
 * Marks the tickets of erasure requests, in every language: the read-back
 * after a lost answer finds them by it.
 */
export const ERASURE_TAG = '[GDPR Art. 17]';

/** Who asks, as the ticket names them. */
export interface Requester {
  clientId: number;
  email: string;
}

function erasureText(
  locale: Locale,
  requester: Requester,
  message: string,
): string {
  const words = SERVER_CATALOGS[locale].privacy.erasureTicket;
  return [
    words.intro,
    '',
    `- ${words.client}: ${requester.clientId}`,
    `- ${words.email}: ${requester.email}`,
    '',
    `**${words.keepTitle}**`,
    '',
    words.keep,
    '',
    words.nothingDeleted,
    '',
    `**${words.messageTitle}**`,
    '',
    message === '' ? words.noMessage : message,
  ].join('\n');
}

/**
 * The ticket of an erasure request: its subject (tagged) and its text in the
 * customer's language, which they read in their tickets, followed by the
 * English text for staff when the customer's is another.
 */
export function buildErasureTicket(
  locale: Locale,
  requester: Requester,
  message: string,
): { subject: string; message: string } {
  const words = SERVER_CATALOGS[locale].privacy.erasureTicket;
  const own = erasureText(locale, requester, message);
  return {
    subject: `${ERASURE_TAG} ${words.subject}`,
    message:
      locale === 'en-en'
        ? own
        : `${own}\n\n---\n\n${erasureText('en-en', requester, message)}`,
  };
}
