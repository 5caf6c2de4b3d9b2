import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callError,
  callOk,
  encodeAttachments,
  expectSampleShape,
} from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

async function lastReply(emulator: Emulator, ticketId: number) {
  const ticket = await callOk(emulator, 'GetTicket', { ticketid: ticketId });
  return { ticket, reply: ticket.replies.reply.at(-1) };
}

describe('AddTicketReply', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('adds a client reply and sets Customer-Reply', async () => {
    const body = await callOk(emulator, 'AddTicketReply', {
      ticketid: 12,
      clientid: 1,
      message: 'Thanks, I will do that.',
      attachments: encodeAttachments([
        { name: 'receipt.pdf', data: Buffer.from('%PDF-1.4') },
      ]),
    });
    expectSampleShape(body, 'AddTicketReply');
    const { ticket, reply } = await lastReply(emulator, 12);
    expect(ticket.status).toBe('Customer-Reply');
    expect(ticket.lastreply).toBe(reply.date);
    expect(reply).toMatchObject({
      admin: '',
      requestor_type: 'Owner',
      message: 'Thanks, I will do that.',
      attachments: [{ filename: 'receipt.pdf', index: 0 }],
    });
    const file = await callOk(emulator, 'GetTicketAttachment', {
      relatedid: reply.replyid,
      type: 'reply',
      index: 0,
    });
    expect(Buffer.from(file.data, 'base64').toString()).toBe('%PDF-1.4');
  });

  it('styles a reply by adminusername as staff and sets Answered', async () => {
    await callOk(emulator, 'AddTicketReply', {
      ticketid: 21,
      adminusername: 'admin',
      message: 'Please reinstall the app and log in again.',
    });
    const { ticket, reply } = await lastReply(emulator, 21);
    expect(ticket.status).toBe('Answered');
    expect(reply).toMatchObject({
      admin: 'Alex Staff',
      requestor_type: 'Operator',
      requestor_name: 'Alex Staff',
      name: '',
      email: '',
      userid: '2',
    });
    const emails = emulator.db
      .prepare(
        "SELECT client_id FROM emails WHERE template = 'Support Ticket Reply'",
      )
      .all();
    expect(emails).toEqual([{ client_id: 2 }]);
  });

  it('takes an explicit status', async () => {
    await callOk(emulator, 'AddTicketReply', {
      ticketid: 13,
      clientid: 1,
      message: 'One more question.',
      status: 'open',
    });
    const { ticket } = await lastReply(emulator, 13);
    expect(ticket.status).toBe('Open');
  });

  it('reports errors with the documented texts', async () => {
    const base = { ticketid: 11, clientid: 1, message: 'Hi' };
    const cases: [Record<string, string | number>, string][] = [
      [{ ticketid: 999 }, 'Ticket ID not found'],
      [{ clientid: 99 }, 'Client ID Not Found'],
      [{ clientid: '' }, 'Name and email address are required if not a client'],
      [{ message: '  ' }, 'Message is required'],
      [{ clientid: '', name: 'G', email: 'nope' }, 'Email Address Invalid'],
      [{ status: 'Sleeping' }, 'Invalid Ticket Status'],
      [
        { created: '2999-01-01' },
        'Reply creation date cannot be in the future',
      ],
    ];
    for (const [override, message] of cases) {
      expect(
        await callError(emulator, 'AddTicketReply', { ...base, ...override }),
      ).toBe(message);
    }
  });
});
