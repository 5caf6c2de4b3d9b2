import type { Locale } from '@members/contract';

import { SERVER_CATALOGS } from '../../../locales/catalogs.js';

import type { ArchiveFile } from './tables.js';

/** Which catalog text describes each file of the archive. */
const FILE_TEXTS = [
  ['data.json', 'data'],
  ['profile.csv', 'profile'],
  ['users.csv', 'users'],
  ['lines.csv', 'lines'],
  ['invoices.csv', 'invoices'],
  ['invoice-items.csv', 'invoiceItems'],
  ['tickets.csv', 'tickets'],
  ['ticket-messages.csv', 'ticketMessages'],
  ['emails.csv', 'emails'],
  ['activity.csv', 'activity'],
  ['sessions.csv', 'sessions'],
  ['sign-ins.csv', 'signIns'],
] as const;

/** The names of the files the README describes, in its order. */
export const DESCRIBED_FILES: readonly string[] = FILE_TEXTS.map(
  ([name]) => name,
);

/**
 * README.txt in the client's language: what each file holds, what is left
 * out on purpose (line passwords, portal secrets, the second factor), that
 * attachments are listed and not embedded, and how the CSV files are
 * written. CRLF line ends, so every editor shows it.
 */
export function buildReadme(locale: Locale, generatedAt: string): ArchiveFile {
  const words = SERVER_CATALOGS[locale].privacy.readme;
  const lines = [
    words.title,
    '='.repeat(words.title.length),
    '',
    words.intro,
    `${words.createdAt}: ${generatedAt}`,
    '',
    words.filesTitle,
    '',
    ...FILE_TEXTS.map(([name, key]) => `- ${name}: ${words.files[key]}`),
    '',
    words.leftOutTitle,
    '',
    words.leftOut,
    '',
    words.attachments,
    '',
    words.contacts,
    '',
    words.csv,
  ];
  return { name: 'README.txt', text: `${lines.join('\r\n')}\r\n` };
}
