import {
  errorEnvelopeSchema,
  openTicketResponseSchema,
  ticketChangeResponseSchema,
  ticketResponseSchema,
} from '@members/contract';
import { describe, expect, it } from 'vitest';

import { callEmulator } from '../../../test/emulator-api.js';
import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError, expectQuotaLeft } from '../../../test/expect-error.js';
import type { TestBrowser } from '../../../test/http-client.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows program. */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

const suite = useSignedInServer({
  withOther: true,
  resetAfterEach: { faults: true, limits: true },
});

function whmcs(action: string, params: Record<string, string>) {
  return callEmulator(suite.server.emulator.url, action, params);
}

async function ticketCount(clientid: number): Promise<number> {
  return Number(
    (await whmcs('GetTickets', { clientid: String(clientid) })).totalresults,
  );
}

function ticketForm(
  fields: Record<string, string>,
  files: { name: string; data: Buffer; type?: string }[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value);
  }
  for (const file of files) {
    form.append(
      'attachments',
      new Blob([file.data], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}

const open = (
  browser: TestBrowser,
  form: FormData,
  headers: Record<string, string> = {},
) => browser.request('POST', '/dashboard/api/openTicket', { form, headers });

describe('openTicket', () => {
  it('opens a ticket with a screenshot and Markdown, visible in WHMCS and the list', async () => {
    const response = await open(
      suite.demo,
      ticketForm(
        {
          deptid: '1',
          subject: 'Channels freeze at night',
          message:
            '**Every evening** the picture freezes.\n\n- Living room TV\n- Since Monday',
          serviceid: '101',
        },
        [{ name: 'screenshot.png', data: PNG, type: 'image/png' }],
      ),
    );
    expect(response.status).toBe(200);
    const { ticketid, tid } = openTicketResponseSchema.parse(response.body);
    expect(tid).toMatch(/^\d+$/);
    const stored = await whmcs('GetTicket', { ticketid: String(ticketid) });
    expect(stored.subject).toBe('Channels freeze at night');
    const opening = (
      stored.replies as { reply: { attachments: unknown[]; message: string }[] }
    ).reply[0];
    expect(opening?.attachments).toEqual([
      { filename: 'screenshot.png', index: 0 },
    ]);
    const list = await suite.demo.post('/dashboard/api/tickets', {});
    expect(
      (list.body as { tickets: { ticketid: number }[] }).tickets.some(
        (ticket) => ticket.ticketid === ticketid,
      ),
    ).toBe(true);
    const file = await fetch(
      `${suite.server.url}/dashboard/api/ticketAttachment?ticketid=${ticketid}&replyid=0&index=0`,
      { headers: { cookie: `sid=${suite.demo.cookies.get('sid') ?? ''}` } },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('opens one ticket for a double submit with the same key', async () => {
    const before = await ticketCount(1);
    const fields = {
      deptid: '2',
      subject: 'Double click',
      message: 'Only once please',
    };
    const headers = { 'idempotency-key': 'open-ticket-twice' };
    const first = await open(suite.demo, ticketForm(fields), headers);
    const second = await open(suite.demo, ticketForm(fields), headers);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await ticketCount(1)).toBe(before + 1);
  });

  it.each([
    [{ deptid: '1', subject: '', message: 'x' }, 'subject', 'subject_required'],
    [
      { deptid: '1', subject: 'x'.repeat(10_000), message: 'x' },
      'subject',
      'subject_too_long',
    ],
    [
      { deptid: '1', subject: 'Hello', message: '   ' },
      'message',
      'message_required',
    ],
    [
      { deptid: '99', subject: 'Hello', message: 'x' },
      'deptid',
      'unknown_department',
    ],
    [{ deptid: 'one', subject: 'Hello', message: 'x' }, 'deptid', 'invalid_id'],
    [
      { deptid: '1', subject: 'Hello', message: 'x', serviceid: '201' },
      'serviceid',
      'unknown_subscription',
    ],
  ])(
    'refuses a bad form (case %#) and sends nothing to WHMCS',
    async (fields, path, code) => {
      const before = await ticketCount(1);
      const envelope = expectError(
        await open(suite.demo, ticketForm(fields)),
        400,
        'VALIDATION',
      );
      expect(envelope.issues).toContainEqual({ path, code });
      expect(await ticketCount(1)).toBe(before);
    },
  );

  it('refuses a program renamed to .png, and a PNG named .pdf', async () => {
    const fields = { deptid: '1', subject: 'Files', message: 'See attached' };
    const before = await ticketCount(1);
    for (const file of [
      { name: 'holiday.png', data: EXE, type: 'image/png' },
      { name: 'report.pdf', data: PNG, type: 'application/pdf' },
      {
        name: 'page.html',
        data: Buffer.from('<script>alert(1)</script>'),
        type: 'text/html',
      },
    ]) {
      const envelope = expectError(
        await open(suite.demo, ticketForm(fields, [file])),
        400,
        'VALIDATION',
      );
      expect(envelope.issues).toContainEqual({
        path: 'attachments',
        code: 'file_type',
      });
    }
    expect(await ticketCount(1)).toBe(before);
  });

  it('accepts a text log', async () => {
    const response = await open(
      suite.demo,
      ticketForm({ deptid: '1', subject: 'Log', message: 'Attached' }, [
        {
          name: 'player.log',
          data: Buffer.from('12:00 buffering\n12:01 ok\n'),
          type: 'text/plain',
        },
      ]),
    );
    expect(response.body).toMatchObject({ ticketid: expect.any(Number) });
  });

  it('refuses a file over 5 MB and a sixth file with 413', async () => {
    const fields = { deptid: '1', subject: 'Big', message: 'Too big' };
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expectError(
      await open(
        suite.demo,
        ticketForm(fields, [{ name: 'big.png', data: big, type: 'image/png' }]),
      ),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    const six = Array.from({ length: 6 }, (_, index) => ({
      name: `shot-${index}.png`,
      data: PNG,
      type: 'image/png',
    }));
    expectError(
      await open(suite.demo, ticketForm(fields, six)),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('refuses a form posted from another site', async () => {
    const response = await suite.demo.request(
      'POST',
      '/dashboard/api/openTicket',
      {
        form: ticketForm({ deptid: '1', subject: 'CSRF', message: 'x' }),
        crossSite: true,
      },
    );
    expectError(response, 403, 'CSRF');
  });

  it('keeps JSON routes JSON-only', async () => {
    const response = await suite.demo.request(
      'POST',
      '/dashboard/api/allData',
      {
        form: ticketForm({ clientid: '1' }),
      },
    );
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  const openNumbered = (index: number) =>
    open(
      suite.demo,
      ticketForm({ deptid: '1', subject: `Quota ${index}`, message: 'x' }),
    );

  it('reports a WHMCS refusal, opens nothing and costs no ticket of the day', async () => {
    const before = await ticketCount(1);
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'whmcs',
      actions: ['OpenTicket'],
    });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expectError(
        await open(
          suite.demo,
          ticketForm({ deptid: '1', subject: 'Down', message: 'x' }),
        ),
        422,
        'WHMCS_REJECTED',
      );
    }
    expect(await ticketCount(1)).toBe(before);
    suite.server.emulator.resetFaults();
    // All 10 tickets of the day are still there, and the limit still holds.
    await expectQuotaLeft(10, openNumbered);
    expect(await ticketCount(1)).toBe(before + 10);
  });

  it('counts a ticket whose WHMCS answer was lost: it may have been opened', async () => {
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['OpenTicket'],
    });
    expectError(
      await open(
        suite.demo,
        ticketForm({ deptid: '1', subject: 'Lost', message: 'x' }),
      ),
      502,
      'WHMCS_UNAVAILABLE',
    );
    suite.server.emulator.resetFaults();
    await expectQuotaLeft(9, openNumbered);
  });
});

describe('replies, staff answers and closing', () => {
  it('adds the customer reply and shows a staff reply as staff', async () => {
    const form = ticketForm(
      { ticketid: '12', message: 'Still happening _today_' },
      [{ name: 'again.png', data: PNG, type: 'image/png' }],
    );
    const response = await suite.demo.request(
      'POST',
      '/dashboard/api/addReply',
      {
        form,
      },
    );
    expect(response.status).toBe(200);
    const { ticket, tickets } = ticketChangeResponseSchema.parse(response.body);
    const mine = ticket.replies.at(-1);
    expect(mine?.from).toBe('customer');
    expect(mine?.message).toContain('Still happening');
    expect(mine?.attachments).toHaveLength(1);
    expect(tickets.find((entry) => entry.ticketid === 12)?.status).toBe(
      'Customer-Reply',
    );

    await whmcs('AddTicketReply', {
      ticketid: '12',
      adminusername: 'admin',
      message: 'We reset your line, please try again.',
    });
    const after = ticketResponseSchema.parse(
      (await suite.demo.post('/dashboard/api/ticket', { ticketid: 12 })).body,
    );
    expect(after.ticket.replies.at(-1)).toMatchObject({
      from: 'staff',
      name: 'Alex Staff',
    });
    expect(after.ticket.status).toBe('Answered');
  });

  it('reports a refused reply, adds nothing and costs no reply of the day', async () => {
    const reply = (message: string) =>
      suite.demo.request('POST', '/dashboard/api/addReply', {
        form: ticketForm({ ticketid: '13', message }),
      });
    const replies = async () =>
      (
        (await whmcs('GetTicket', { ticketid: '13' })).replies as {
          reply: unknown[];
        }
      ).reply.length;
    const before = await replies();
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'whmcs',
      actions: ['AddTicketReply'],
    });
    expectError(await reply('Refused'), 422, 'WHMCS_REJECTED');
    expect(await replies()).toBe(before);
    suite.server.emulator.resetFaults();
    await expectQuotaLeft(60, (index) => reply(`Reply ${index}`));
    expect(await replies()).toBe(before + 60);
  });

  it("refuses replies to another client's ticket", async () => {
    const form = ticketForm({ ticketid: '21', message: 'Not mine' });
    expectError(
      await suite.demo.request('POST', '/dashboard/api/addReply', { form }),
      404,
      'NOT_FOUND',
    );
  });

  it('closes a ticket', async () => {
    const response = await suite.demo.request(
      'PUT',
      '/dashboard/api/cancelTicket',
      {
        body: { ticketid: 11 },
      },
    );
    expect(response.status).toBe(200);
    const { ticket } = ticketChangeResponseSchema.parse(response.body);
    expect(ticket.status).toBe('Closed');
    expect((await whmcs('GetTicket', { ticketid: '11' })).status).toBe(
      'Closed',
    );
    expectError(
      await suite.demo.request('PUT', '/dashboard/api/cancelTicket', {
        body: { ticketid: 21 },
      }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('ticketAttachment', () => {
  const get = (browser: TestBrowser, query: string) =>
    fetch(`${suite.server.url}/dashboard/api/ticketAttachment?${query}`, {
      headers: { cookie: `sid=${browser.cookies.get('sid') ?? ''}` },
    });

  it('serves the seeded screenshot to its owner only', async () => {
    const own = await get(suite.demo, 'ticketid=11&replyid=0&index=0');
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(own.headers.get('content-security-policy')).toContain('sandbox');
    expect(
      (await get(suite.other, 'ticketid=11&replyid=0&index=0')).status,
    ).toBe(404);
  });

  it.each([
    ['a staff note type', 'ticketid=11&replyid=1&index=0&type=note'],
    [
      'a staff note type for the opening message',
      'ticketid=11&replyid=0&index=0&type=note',
    ],
    ['an unknown type', 'ticketid=11&replyid=0&index=0&type=admin'],
    ['an empty type', 'ticketid=11&replyid=0&index=0&type='],
    [
      'type ticket with a reply id',
      'ticketid=11&replyid=1&index=0&type=ticket',
    ],
    [
      'type reply for the opening message',
      'ticketid=11&replyid=0&index=0&type=reply',
    ],
  ])('refuses %s with 400 invalid_attachment_type', async (_name, query) => {
    const response = await get(suite.demo, query);
    expect(response.status).toBe(400);
    const envelope = errorEnvelopeSchema.parse(await response.json());
    expect(envelope.code).toBe('VALIDATION');
    expect(envelope.issues).toContainEqual({
      path: 'type',
      code: 'invalid_attachment_type',
    });
  });

  it('serves the opening message with type=ticket, still to its owner only', async () => {
    const own = await get(
      suite.demo,
      'ticketid=11&replyid=0&index=0&type=ticket',
    );
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    const theirs = await get(
      suite.other,
      'ticketid=11&replyid=0&index=0&type=ticket',
    );
    expect(theirs.status).toBe(404);
  });

  it('answers 404 for unknown replies, indexes and staff notes', async () => {
    expect(
      (await get(suite.demo, 'ticketid=11&replyid=0&index=7')).status,
    ).toBe(404);
    expect(
      (await get(suite.demo, 'ticketid=11&replyid=999&index=0')).status,
    ).toBe(404);
    expect(
      (await get(suite.demo, 'ticketid=11&replyid=abc&index=0')).status,
    ).toBe(400);
  });
});

/** A new text for each change, so no two controls are the same write. */
let changeCount = 0;
function nextText(prefix: string): string {
  changeCount += 1;
  return `${prefix} ${changeCount}`;
}

async function repliesOf(ticketid: number): Promise<number> {
  const ticket = await whmcs('GetTicket', { ticketid: String(ticketid) });
  return (ticket.replies as { reply: unknown[] }).reply.length;
}

const GET_TICKET_REJECTED = {
  actions: ['GetTicket'],
  errorKind: 'whmcs',
  status: 422,
  code: 'WHMCS_REJECTED',
} as const;

describeEndpointBehaviour(suite, {
  endpoint: 'tickets',
  valid: () => ({}),
  fault: {
    actions: ['GetTickets'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});

describeEndpointBehaviour(suite, {
  endpoint: 'ticket',
  valid: () => ({ ticketid: 12 }),
  invalid: { input: { ticketid: '12' }, path: 'ticketid' },
  otherClient: { input: { ticketid: 21 }, missing: { ticketid: 999_999 } },
  fault: GET_TICKET_REJECTED,
});

describeEndpointBehaviour(suite, {
  endpoint: 'departements',
  valid: () => ({}),
  fault: {
    actions: ['GetSupportDepartments'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
    // The departments are cached for five minutes.
    afterMs: 5 * 60 * 1000 + 1,
  },
});

describeEndpointBehaviour(suite, {
  endpoint: 'ticketAttachment',
  valid: () => ({ ticketid: 11, replyid: 0, index: 0 }),
  invalid: {
    input: { ticketid: 11, replyid: 0, index: 0, type: 'admin' },
    path: 'type',
  },
  otherClient: {
    input: { ticketid: 21, replyid: 0, index: 0 },
    missing: { ticketid: 999_999, replyid: 0, index: 0 },
  },
  fault: GET_TICKET_REJECTED,
});

describeEndpointBehaviour(suite, {
  endpoint: 'openTicket',
  valid: () => ({
    deptid: '2',
    subject: nextText('Behaviour'),
    message: 'Every endpoint behaves the same',
  }),
  invalid: {
    input: { deptid: '1', subject: '', message: 'x' },
    path: 'subject',
  },
  fault: {
    actions: ['OpenTicket'],
    errorKind: 'whmcs',
    status: 422,
    code: 'WHMCS_REJECTED',
  },
  writes: () => ticketCount(1),
});

describeEndpointBehaviour(suite, {
  endpoint: 'addReply',
  valid: () => ({ ticketid: 13, message: nextText('Reply') }),
  invalid: { input: { ticketid: 13, message: '' }, path: 'message' },
  otherClient: {
    input: { ticketid: 21, message: 'Not mine' },
    missing: { ticketid: 999_999, message: 'Not mine' },
  },
  fault: {
    actions: ['AddTicketReply'],
    errorKind: 'whmcs',
    status: 422,
    code: 'WHMCS_REJECTED',
  },
  writes: () => repliesOf(13),
});

describeEndpointBehaviour(suite, {
  endpoint: 'cancelTicket',
  // A ticket of the demo client opened in WHMCS for each call: closing one
  // that is closed already asks WHMCS nothing.
  valid: async () => {
    const opened = await whmcs('OpenTicket', {
      clientid: '1',
      deptid: '1',
      subject: nextText('To close'),
      message: 'Opened to be closed',
    });
    return { ticketid: Number(opened.id) };
  },
  invalid: { input: { ticketid: '13' }, path: 'ticketid' },
  otherClient: { input: { ticketid: 21 }, missing: { ticketid: 999_999 } },
  fault: {
    actions: ['UpdateTicket'],
    errorKind: 'whmcs',
    status: 422,
    code: 'WHMCS_REJECTED',
  },
});
