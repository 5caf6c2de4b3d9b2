import { DEMO_ACCOUNTS } from '../../constants.js';
import type { Database } from '../database.js';
import { insertEmail } from '../emails.js';

import type { SeedDays } from './seed-days.js';

const [DEMO, OTHER] = DEMO_ACCOUNTS;

/** Where the newsletter's remote image and script point: nothing serves it. */
export const NEWSLETTER_TRACKER = 'http://tracker.demo-iptv.test';

/**
 * A marketing mail as some WHMCS templates carry: a script (which a mail
 * viewer must never run) and a remote "tracking pixel" (which must not load
 * until the customer allows remote images).
 */
const NEWSLETTER_HTML = `<html><head><title>Channel guide</title></head><body>
<h1>Your new channel guide</h1>
<p>Dear Demo, here is what is new on your lines this month.</p>
<p><img src="${NEWSLETTER_TRACKER}/pixel.gif?m=newsletter" alt="Demo IPTV" width="120" height="40"></p>
<p><a href="https://example.com/guide">Read the full guide</a></p>
<script>document.title = 'script ran'; fetch('${NEWSLETTER_TRACKER}/script-ran');</script>
</body></html>`;

/** One seeded e-mail: client, template, type, related record, subject, text, when. */
type SeededEmail = [
  clientId: number,
  template: string,
  type: string,
  relatedId: number,
  subject: string,
  message: string,
  date: string,
];

/**
 * Seeds the e-mails WHMCS "sent" the demo customers before the seed day (the
 * `emails` table GetEmails reads), with dates a fixed number of days from it:
 * the welcome mail, two invoice reminders and a newsletter (with a script and
 * a remote image) for client 1, and one reminder
 * for client 2 (templates no action of the emulator sends, so the tests of
 * those actions find only their own), so a client's list can be told from another's.
 */
export function seedEmails(db: Database, days: SeedDays): void {
  const emails: SeededEmail[] = [
    [
      DEMO.clientId,
      'Client Signup Email',
      'general',
      DEMO.clientId,
      'Welcome to Demo IPTV',
      '<p>Dear Demo, thank you for signing up with us.</p>',
      days.at(-400, '10:02:11'),
    ],
    [
      DEMO.clientId,
      'First Invoice Overdue Notice',
      'invoice',
      1002,
      'First Invoice Overdue Notice',
      '<p>Dear Demo, invoice #1002 is now overdue.</p>',
      days.at(-57, '08:00:04'),
    ],
    [
      DEMO.clientId,
      'Invoice Payment Reminder',
      'invoice',
      1001,
      'Invoice Payment Reminder',
      '<p>Dear Demo, invoice #1001 is due.</p>',
      days.at(-2, '08:00:09'),
    ],
    [
      DEMO.clientId,
      'Newsletter',
      'general',
      0,
      'Your new channel guide',
      NEWSLETTER_HTML,
      days.at(-1, '18:30:00'),
    ],
    [
      OTHER.clientId,
      'Invoice Payment Reminder',
      'invoice',
      2001,
      'Invoice Payment Reminder',
      '<p>Dear Other, invoice #2001 will be due soon.</p>',
      days.at(-3, '08:00:02'),
    ],
  ];
  for (const [
    clientId,
    template,
    type,
    relatedId,
    subject,
    message,
    date,
  ] of emails) {
    insertEmail(db, {
      client_id: clientId,
      template,
      type,
      related_id: relatedId,
      subject,
      message,
      custom_vars: '{}',
      date,
    });
  }
}
