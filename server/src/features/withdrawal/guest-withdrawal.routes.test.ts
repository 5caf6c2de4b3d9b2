import { randomUUID } from 'node:crypto';

import {
  ENDPOINT_ROUTES,
  errorEnvelopeSchema,
  withdrawResponseSchema,
} from '@members/contract';
import type { WithdrawResponse } from '@members/contract';
import { afterEach, describe, expect, it } from 'vitest';

import {
  cancelRequestCount,
  departmentTickets,
  ticketMessage,
  ticketsNaming,
} from '../../../test/declarations-whmcs.js';
import type { TicketSummary } from '../../../test/declarations-whmcs.js';
import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError, expectRefused } from '../../../test/expect-error.js';
import { TestBrowser } from '../../../test/http-client.js';
import { extractPdfText } from '../../../test/pdf-text.js';
import { readOutbox, waitForMail } from '../../../test/sign-in.js';
import { useTestServer } from '../../../test/signed-in-server.js';
import { HOUR_MS, MINUTE_MS } from '../../lib/time.js';

const suite = useTestServer();
let browser: TestBrowser | undefined;

/** A browser nobody is signed in on. */
function guest(): TestBrowser {
  browser ??= new TestBrowser(suite.server.url);
  return browser;
}

afterEach(() => {
  suite.server.emulator.resetFaults();
  // Past the hour of the flood limits.
  suite.server.clock.advance(HOUR_MS + MINUTE_MS);
});

function withdraw(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return guest().request('POST', ENDPOINT_ROUTES.withdraw.path, {
    body,
    headers,
  });
}

function unique(): string {
  return randomUUID().slice(0, 8);
}

/** A declaration's fields, as a form or JSON body carries them. */
type Fields = Record<string, string | number | boolean>;

function declaration(fields: Fields = {}): Fields {
  return {
    serviceRef: `unknown_${unique()}`,
    name: 'Max Muster',
    email: `guest-${unique()}@example.com`,
    confirmed: true,
    locale: 'en-en',
    ...fields,
  };
}

function parseAnswer(body: unknown): WithdrawResponse {
  return withdrawResponseSchema.parse(body);
}

const emulatorUrl = (): string => suite.server.emulator.url;

describeEndpointBehaviour(
  {
    get server() {
      return suite.server;
    },
    get demo() {
      return guest();
    },
  },
  {
    endpoint: 'withdraw',
    valid: () => declaration(),
    invalid: { input: declaration({ email: 'nope' }), path: 'email' },
    // Each guest's withdrawal opens one ticket for staff.
    writes: async () => (await departmentTickets(emulatorUrl())).length,
  },
);

describe('withdraw as a guest', () => {
  it('records a real line’s withdrawal, opens the ticket on the account, mails the holder and acknowledges it; WHMCS gets no cancellation', async () => {
    const before = (await readOutbox(guest())).length;
    const requestsBefore = await cancelRequestCount(emulatorUrl());
    const body = declaration({
      serviceRef: 'demo_standard',
      reason: 'Changed my mind',
      locale: 'fr-fr',
    });
    const response = await withdraw(body);
    expect(response.status, response.text).toBe(200);
    const answer = parseAnswer(response.body);
    expect(answer.repeated).toBe(false);
    expect(answer.reference).toMatch(/^W-[A-Z0-9]{12}$/);
    expect(answer.receipt).toMatchObject({
      reason: 'Changed my mind',
      name: 'Max Muster',
      email: body.email,
      contract: 'demo_standard',
      serviceid: null,
      orderedOn: null,
      withdrawUntil: null,
      withinPeriod: null,
    });

    const tickets = await ticketsNaming(emulatorUrl(), answer.reference);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.userid).toBe('1');
    expect(tickets[0]?.subject).toContain('Withdrawal');
    const message = await ticketMessage(emulatorUrl(), tickets[0]?.id ?? '0');
    expect(message).toContain('Changed my mind');
    expect(message).toContain('service #102');
    expect(message).toContain(String(body.email));

    const receipt = await waitForMail(guest(), String(body.email), before);
    expect(receipt.subject).toContain('rétractation');
    expect(receipt.text).toContain(answer.reference);
    const notice = await waitForMail(guest(), 'demo@example.com', before);
    expect(notice.text).toContain('Max Muster');
    expect(notice.text).toContain('demo_standard');

    expect(await cancelRequestCount(emulatorUrl())).toBe(requestsBefore);
  });

  it('answers an unknown reference exactly like a real one and opens a guest ticket', async () => {
    const real = parseAnswer(
      (await withdraw(declaration({ serviceRef: 'demo_premium' }))).body,
    );
    const body = declaration({ serviceRef: 'nobody_at_all' });
    const unknownResponse = await withdraw(body);
    expect(unknownResponse.status).toBe(200);
    const unknown = parseAnswer(unknownResponse.body);
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(real).sort());
    expect(Object.keys(unknown.receipt).sort()).toEqual(
      Object.keys(real.receipt).sort(),
    );
    const tickets = await ticketsNaming(emulatorUrl(), unknown.reference);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.userid).toBe('0');
    expect(tickets[0]?.email).toBe(body.email);
  });

  it('changes nothing without the confirm step: 400, no ticket, no receipt', async () => {
    const ticketsBefore = (await departmentTickets(emulatorUrl())).length;
    const { confirmed: _confirmed, ...unconfirmed } = declaration();
    const refused = await expectRefused(
      () => withdraw(unconfirmed),
      () => withdraw(declaration()),
      400,
      'VALIDATION',
    );
    expect(errorEnvelopeSchema.parse(refused.body).issues).toContainEqual({
      path: 'confirmed',
      code: 'confirmation_required',
    });
    // The control opened one ticket; the refused one none.
    expect((await departmentTickets(emulatorUrl())).length).toBe(
      ticketsBefore + 1,
    );
  });

  it('wants serviceRef, not serviceid, from a guest', async () => {
    const withId = await expectRefused(
      () => withdraw(declaration({ serviceid: 102 })),
      () => withdraw(declaration()),
      400,
      'VALIDATION',
    );
    expect(errorEnvelopeSchema.parse(withId.body).issues).toEqual([
      { path: 'serviceid', code: 'not_allowed' },
    ]);
    const { serviceRef: _none, ...withoutRef } = declaration();
    const missing = expectError(await withdraw(withoutRef), 400, 'VALIDATION');
    expect(missing.issues).toEqual([
      { path: 'serviceRef', code: 'service_ref_required' },
    ]);
  });

  it('limits withdrawals per address (5 an hour) with Retry-After', async () => {
    const email = `flood-${unique()}@example.com`;
    for (let index = 0; index < 5; index += 1) {
      const accepted = await withdraw(declaration({ email }));
      expect(accepted.status, accepted.text).toBe(200);
    }
    const perEmail = await withdraw(declaration({ email }));
    expectError(perEmail, 429, 'RATE_LIMITED');
    expect(Number(perEmail.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await withdraw(declaration())).status).toBe(200);
  });

  it('records and acknowledges a withdrawal while WHMCS is down, and hands it to staff once WHMCS is back', async () => {
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['GetClientsProducts', 'OpenTicket'],
    });
    const before = (await readOutbox(guest())).length;
    const body = declaration({ serviceRef: 'demo_kitchen' });
    const response = await withdraw(body);
    expect(response.status, response.text).toBe(200);
    const answer = parseAnswer(response.body);
    await waitForMail(guest(), String(body.email), before);
    suite.server.emulator.resetFaults();
    expect(await ticketsNaming(emulatorUrl(), answer.reference)).toEqual([]);

    // The next withdrawal is a moment to deliver those still due.
    expect((await withdraw(declaration())).status).toBe(200);
    let tickets: TicketSummary[] = [];
    for (let attempt = 0; attempt < 50 && tickets.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      tickets = await ticketsNaming(emulatorUrl(), answer.reference);
    }
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.userid).toBe('1');
  });

  it('serves a guest receipt as a PDF in the declarant’s language, 404 for a wrong token', async () => {
    const response = await withdraw(declaration({ locale: 'de-de' }));
    const { receiptUrl, reference } = parseAnswer(response.body);
    const pdf = await fetch(`${suite.server.url}${receiptUrl}`);
    expect(pdf.status).toBe(200);
    const text = await extractPdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(reference);
    expect(text).toContain('Eingangsbestätigung Ihres Widerrufs');
    const other = parseAnswer((await withdraw(declaration())).body);
    const token = new URL(other.receiptUrl, suite.server.url).searchParams.get(
      'token',
    );
    const crossed = await fetch(
      `${suite.server.url}${ENDPOINT_ROUTES.withdrawReceipt.path}?reference=${reference}&token=${String(token)}`,
    );
    expect(crossed.status).toBe(404);
  });
});
