import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callError,
  callOk,
  PINNED_DAY,
  pinnedClock,
} from '../../test/helpers.js';
import type { Fields } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

interface EmailEntry {
  id: number;
  userid: number;
  subject: string;
  date: string;
  to: string;
}

describe('GetEmails', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    // Reads seeded dates: pinned to the seed day they were written for.
    emulator = await buildEmulator({ seedDate: PINNED_DAY, now: pinnedClock });
  });
  afterAll(async () => {
    await emulator.close();
  });

  async function list(fields: Fields): Promise<EmailEntry[]> {
    const body = await callOk(emulator, 'GetEmails', fields);
    return body.emails.email as EmailEntry[];
  }

  it('lists only the client’s e-mails, newest first, with the paging fields', async () => {
    const body = await callOk(emulator, 'GetEmails', { clientid: 1 });
    expect(body).toMatchObject({
      totalresults: 4,
      startnumber: 0,
      numreturned: 4,
    });
    const emails = body.emails.email as EmailEntry[];
    expect(emails.map((email) => email.subject)).toEqual([
      'Your new channel guide',
      'Invoice Payment Reminder',
      'First Invoice Overdue Notice',
      'Welcome to Demo IPTV',
    ]);
    expect(emails.every((email) => email.userid === 1)).toBe(true);
    expect(emails[1]).toMatchObject({
      date: '2026-11-26 08:00:09',
      to: 'demo@example.com',
    });
    expect((await list({ clientid: 2 })).map((email) => email.userid)).toEqual([
      2,
    ]);
  });

  it('pages with limitstart and limitnum', async () => {
    const first = await callOk(emulator, 'GetEmails', {
      clientid: 1,
      limitnum: 2,
    });
    const second = await callOk(emulator, 'GetEmails', {
      clientid: 1,
      limitnum: 2,
      limitstart: 2,
    });
    expect(first).toMatchObject({ totalresults: 4, numreturned: 2 });
    expect(second).toMatchObject({
      totalresults: 4,
      startnumber: 2,
      numreturned: 2,
    });
    expect(
      (second.emails.email as EmailEntry[]).map((email) => email.subject),
    ).toEqual(['First Invoice Overdue Notice', 'Welcome to Demo IPTV']);
  });

  it('filters by day and by a part of the subject', async () => {
    const byDay = await list({ clientid: 1, date: '2026-11-26 00:00:00' });
    expect(byDay.map((email) => email.subject)).toEqual([
      'Invoice Payment Reminder',
    ]);
    const bySubject = await list({ clientid: 1, subject: 'elcom' });
    expect(bySubject.map((email) => email.subject)).toEqual([
      'Welcome to Demo IPTV',
    ]);
  });

  it('records the e-mails actions send, such as a new ticket’s', async () => {
    const before = (await list({ clientid: 2 })).length;
    await callOk(emulator, 'OpenTicket', {
      clientid: 2,
      deptid: 1,
      subject: 'Recorded',
      message: 'Is this mail listed?',
    });
    const after = await list({ clientid: 2 });
    expect(after).toHaveLength(before + 1);
    expect(after[0]?.subject).toMatch(/^New Support Ticket Opened/);
  });

  it('answers an unknown or missing client with Client ID Not Found', async () => {
    await callOk(emulator, 'GetEmails', { clientid: 1 });
    for (const fields of [{ clientid: 999 }, {}]) {
      expect(await callError(emulator, 'GetEmails', fields)).toBe(
        'Client ID Not Found',
      );
    }
  });
});
