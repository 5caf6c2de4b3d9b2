import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callError, callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('UpdateTicket', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('closes a ticket and changes department, subject, priority and message', async () => {
    const body = await callOk(emulator, 'UpdateTicket', {
      ticketid: 21,
      status: 'Closed',
      deptid: 2,
      subject: 'Login problem (solved)',
      priority: 'low',
      message: 'Edited opening message',
    });
    expectSampleShape(body, 'UpdateTicket');
    expect(body.ticketid).toBe('21');
    const ticket = await callOk(emulator, 'GetTicket', { ticketid: 21 });
    expect(ticket).toMatchObject({
      status: 'Closed',
      deptid: '2',
      deptname: 'Billing',
      subject: 'Login problem (solved)',
      priority: 'Low',
    });
    expect(ticket.replies.reply[0].message).toBe('Edited opening message');
  });

  it('validates status, priority, department and ticket', async () => {
    expect(
      await callError(emulator, 'UpdateTicket', {
        ticketid: 11,
        status: 'Done',
      }),
    ).toBe(
      'Invalid Ticket Status. Valid statuses are: Open,Answered,Customer-Reply,Closed,On Hold,In Progress',
    );
    expect(
      await callError(emulator, 'UpdateTicket', {
        ticketid: 11,
        priority: 'Urgent',
      }),
    ).toBe('Invalid Ticket Priority. Valid priorities are: Low,Medium,High');
    expect(
      await callError(emulator, 'UpdateTicket', { ticketid: 11, deptid: 77 }),
    ).toBe('Department ID Not Found');
    expect(
      await callError(emulator, 'UpdateTicket', {
        ticketid: 777,
        status: 'Closed',
      }),
    ).toBe('Ticket ID Not Found');
  });
});
