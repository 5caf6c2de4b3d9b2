import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callError,
  callOk,
  encodeAttachments,
  expectSampleShape,
} from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('OpenTicket', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('opens a ticket with attachments that GetTicket and GetTicketAttachment return', async () => {
    const log = Buffer.from('player log: error 503 at 21:00\n');
    const body = await callOk(emulator, 'OpenTicket', {
      clientid: 1,
      deptid: 1,
      subject: 'No sound on channel 7',
      message: '**Sound** is missing since today.',
      priority: 'High',
      serviceid: 101,
      markdown: true,
      attachments: encodeAttachments([
        { name: 'player.log', data: log },
        { name: '../evil/name.txt', data: Buffer.from('x') },
      ]),
    });
    expectSampleShape(body, 'OpenTicket');
    expect(body.tid).toMatch(/^\d{6}$/);
    expect(body.c).toMatch(/^[A-Za-z0-9]{8}$/);
    const ticket = await callOk(emulator, 'GetTicket', { ticketid: body.id });
    expect(ticket).toMatchObject({
      tid: body.tid,
      c: body.c,
      status: 'Open',
      priority: 'High',
      service: 'S101',
      subject: 'No sound on channel 7',
    });
    expect(ticket.replies.reply[0].attachments).toEqual([
      { filename: 'player.log', index: 0 },
      { filename: 'name.txt', index: 1 },
    ]);
    const file = await callOk(emulator, 'GetTicketAttachment', {
      relatedid: body.id,
      type: 'ticket',
      index: 0,
    });
    expect(file.filename).toBe('player.log');
    expect(Buffer.from(file.data, 'base64').equals(log)).toBe(true);
    const emails = emulator.db
      .prepare(
        "SELECT client_id FROM emails WHERE template = 'Support Ticket Opened'",
      )
      .all();
    expect(emails).toEqual([{ client_id: 1 }]);
  });

  it('accepts `filename` in attachments and guests with name and e-mail', async () => {
    const body = await callOk(emulator, 'OpenTicket', {
      name: 'Guest Person',
      email: 'guest@example.net',
      deptid: 2,
      subject: 'Pre-sales question',
      message: 'Do you have a trial?',
      noemail: true,
      attachments: encodeAttachments(
        [{ name: 'q.txt', data: Buffer.from('?') }],
        'filename',
      ),
    });
    const ticket = await callOk(emulator, 'GetTicket', { ticketid: body.id });
    expect(ticket).toMatchObject({
      userid: '0',
      name: 'Guest Person',
      email: 'guest@example.net',
      requestor_type: 'Guest',
      priority: 'Low',
    });
    expect(ticket.replies.reply[0].attachments).toEqual([
      { filename: 'q.txt', index: 0 },
    ]);
  });

  it('reports errors with the documented texts', async () => {
    const base = { clientid: 1, deptid: 1, subject: 'S', message: 'M' };
    const cases: [Record<string, string | number>, string][] = [
      [{ clientid: 99 }, 'Client ID Not Found'],
      [
        { clientid: '', name: '', email: '' },
        'Name and email address are required if not a client',
      ],
      [{ clientid: '', name: 'A', email: 'bad' }, 'Email Address Invalid'],
      [{ deptid: 9 }, 'Department ID not found'],
      [{ subject: '' }, 'Subject is required'],
      [{ message: '' }, 'Message is required'],
      [{ serviceid: 999 }, 'Service ID Not Found'],
      [{ created: 'yesterday-ish' }, 'Invalid Date Format'],
      [
        { created: '2999-01-01 00:00:00' },
        'Ticket creation date cannot be in the future',
      ],
    ];
    for (const [override, message] of cases) {
      expect(
        await callError(emulator, 'OpenTicket', { ...base, ...override }),
      ).toBe(message);
    }
  });
});
