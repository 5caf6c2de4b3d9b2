import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callError, callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('GetTicket', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('has the shape of WHMCS sample, with both ticketid and id', async () => {
    const body = await callOk(emulator, 'GetTicket', { ticketid: 11 });
    expectSampleShape(body, 'GetTicket');
    expect(body).toMatchObject({
      ticketid: '11',
      id: '11',
      tid: '482913',
      c: 'Ab3dE9xQ',
      deptname: 'Support',
      status: 'Open',
    });
  });

  it('shows the opening message as reply 0 and the staff reply as Operator', async () => {
    const body = await callOk(emulator, 'GetTicket', { ticketid: 11 });
    const [opening, staff] = body.replies.reply;
    expect(opening).toMatchObject({
      replyid: '0',
      admin: '',
      requestor_type: 'Owner',
      name: 'Demo Customer',
      email: 'demo@example.com',
      attachment: '739201_buffering-screenshot.png',
      attachments: [{ filename: 'buffering-screenshot.png', index: 0 }],
    });
    expect(opening).not.toHaveProperty('rating');
    expect(staff).toMatchObject({
      replyid: '1',
      userid: '1',
      admin: 'Alex Staff',
      requestor_type: 'Operator',
      requestor_name: 'Alex Staff',
      name: '',
      email: '',
      attachments: [[]],
      rating: '0',
    });
    expect(body.notes.note).toEqual([
      expect.objectContaining({
        noteid: '1',
        admin: 'Alex Staff',
        attachments: [[]],
      }),
    ]);
  });

  it('styles client replies as Owner and sorts DESC with the opening message last', async () => {
    const body = await callOk(emulator, 'GetTicket', {
      ticketnum: '390561',
      repliessort: 'DESC',
    });
    const replies = body.replies.reply;
    expect(replies.map((r: { replyid: string }) => r.replyid)).toEqual([
      '4',
      '3',
      '0',
    ]);
    expect(replies[0]).toMatchObject({
      admin: '',
      requestor_type: 'Owner',
      requestor_name: 'Demo Customer',
    });
    expect(body.notes).toEqual({ note: [] });
  });

  it('reports unknown tickets', async () => {
    expect(await callError(emulator, 'GetTicket', { ticketid: 999 })).toBe(
      'Ticket ID Not Found',
    );
    expect(await callError(emulator, 'GetTicket')).toBe('Ticket ID Not Found');
  });
});
