import { getClient } from '../db/clients.js';
import { listEmailsPage } from '../db/emails.js';

import {
  errorReply,
  getPage,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/** The `date` filter (`Y-m-d H:i:s`, or a day alone) as the day it names. */
function readDay(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

/**
 * GetEmails: a page of the e-mails WHMCS sent one client, newest first, as
 * `emails.email[]` with `totalresults`, `startnumber` and `numreturned`. The
 * `clientid` is required; `date` keeps the e-mails of that day (the time is
 * not compared), `subject` is a part of the subject. An unknown or missing
 * client answers `Client ID Not Found` (choice: the page names no error).
 * @see https://developers.whmcs.com/api-reference/getemails/
 */
export function getEmails(context: ActionContext): ActionReply {
  const { db, params } = context;
  const clientId = params.int('clientid') ?? 0;
  const client = clientId > 0 ? getClient(db, clientId) : undefined;
  if (!client) {
    return errorReply('Client ID Not Found');
  }
  const page = getPage(context);
  const date = params.text('date');
  const subject = params.text('subject');
  const { total, rows } = listEmailsPage(
    db,
    {
      clientId,
      day: date ? (readDay(date) ?? '0000-00-00') : undefined,
      subject: subject || undefined,
    },
    page,
  );
  return successReply({
    totalresults: total,
    startnumber: page.start,
    numreturned: rows.length,
    emails: {
      email: rows.map((row) => ({
        id: row.id,
        userid: row.client_id,
        subject: row.subject,
        message: row.message,
        date: row.date,
        to: client.email,
        cc: '',
        bcc: '',
        attachments: [],
        pending: 0,
      })),
    },
  });
}
