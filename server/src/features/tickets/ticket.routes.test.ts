import { ticketResponseSchema } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { expectError } from '../../../test/expect-error.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';

const suite = useSignedInServer({
  withOther: true,
  env: { WHMCS_TIMEOUT_MS: '1500' },
  resetAfterEach: { faults: true },
});

describe('one ticket', () => {
  it('shows an own ticket with customer and staff replies, never staff notes', async () => {
    const response = await suite.demo.post('/dashboard/api/ticket', {
      ticketid: 11,
    });
    expect(response.status).toBe(200);
    const { ticket } = ticketResponseSchema.parse(response.body);
    expect(ticket.ticketid).toBe(11);
    expect(ticket.replies[0]?.replyid).toBe(0);
    expect(ticket.replies[0]?.from).toBe('customer');
    expect(ticket.replies.some((reply) => reply.from === 'staff')).toBe(true);
    expect(ticket.attachments.length).toBeGreaterThan(0);
    expect(response.text).not.toMatch(/staffOnlyNotes|"notes"/);
  });

  it("answers 404 for another client's ticket", async () => {
    expectError(
      await suite.demo.post('/dashboard/api/ticket', { ticketid: 21 }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await suite.other.post('/dashboard/api/ticket', { ticketid: 11 }),
      404,
      'NOT_FOUND',
    );
  });

  it('reports a timeout clearly', async () => {
    suite.server.emulator.setFaults({
      errorRate: 0,
      hang: true,
      actions: ['GetTicket'],
    });
    expectError(
      await suite.demo.post('/dashboard/api/ticket', { ticketid: 11 }),
      504,
      'WHMCS_TIMEOUT',
    );
  });
});
