import { randomUUID } from 'node:crypto';

import {
  cancelRequestResponseSchema,
  ENDPOINT_ROUTES,
  errorEnvelopeSchema,
} from '@members/contract';
import type { CancelRequestResponse } from '@members/contract';
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

function cancel(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return guest().request('POST', ENDPOINT_ROUTES.cancelRequest.path, {
    body,
    headers,
  });
}

function unique(): string {
  return randomUUID().slice(0, 8);
}

function declaration(
  fields: Record<string, unknown> = {},
): Record<string, string> {
  return {
    serviceRef: `unknown_${unique()}`,
    kind: 'ordinary',
    endAt: 'endOfPeriod',
    name: 'Max Muster',
    email: `guest-${unique()}@example.com`,
    locale: 'en-en',
    ...fields,
  } as Record<string, string>;
}

function parseAnswer(body: unknown): CancelRequestResponse {
  return cancelRequestResponseSchema.parse(body);
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
    endpoint: 'cancelRequest',
    valid: () => declaration(),
    invalid: { input: declaration({ email: 'nope' }), path: 'email' },
    // Each declaration of a guest opens one ticket for staff.
    writes: async () => (await departmentTickets(emulatorUrl())).length,
  },
);

describe('cancelRequest as a guest', () => {
  it('records a real line’s declaration, hands it to staff in a ticket on the account, tells the holder and confirms it; WHMCS gets no cancellation', async () => {
    const before = (await readOutbox(guest())).length;
    const requestsBefore = await cancelRequestCount(emulatorUrl());
    const body = declaration({
      serviceRef: 'demo_standard',
      kind: 'extraordinary',
      reason: 'Moving abroad',
      locale: 'fr-fr',
    });
    const response = await cancel(body);
    expect(response.status, response.text).toBe(200);
    const answer = parseAnswer(response.body);
    expect(answer.repeated).toBe(false);
    expect(answer.receipt).toMatchObject({
      kind: 'extraordinary',
      reason: 'Moving abroad',
      name: 'Max Muster',
      email: body.email,
      contract: 'demo_standard',
      serviceid: null,
      endAt: 'endOfPeriod',
      endsAt: null,
      type: null,
    });

    const tickets = await ticketsNaming(
      emulatorUrl(),
      answer.receipt.reference,
    );
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.userid).toBe('1');
    const message = await ticketMessage(emulatorUrl(), tickets[0]?.id ?? '0');
    expect(message).toContain('Moving abroad');
    expect(message).toContain('Max Muster');
    expect(message).toContain(String(body.email));
    expect(message).toContain('service #102');

    const confirmation = await waitForMail(guest(), body.email ?? '', before);
    expect(confirmation.subject).toContain('résiliation');
    expect(confirmation.text).toContain(answer.receipt.reference);
    expect(confirmation.text).toContain('Moving abroad');
    const notice = await waitForMail(guest(), 'demo@example.com', before);
    expect(notice.text).toContain('Max Muster');
    expect(notice.text).toContain('demo_standard');

    expect(await cancelRequestCount(emulatorUrl())).toBe(requestsBefore);
  });

  it('answers an unknown reference exactly like a real one, opens a guest ticket and tells no holder', async () => {
    const beforeReal = (await readOutbox(guest())).length;
    const real = await cancel(declaration({ serviceRef: '102' }));
    // The real line's holder is told (by its number as well as by its name).
    await waitForMail(guest(), 'demo@example.com', beforeReal);
    const before = (await readOutbox(guest())).length;
    const body = declaration({ serviceRef: 'nobody_at_all' });
    const unknown = await cancel(body);
    expect(unknown.status).toBe(real.status);
    const realAnswer = parseAnswer(real.body);
    const unknownAnswer = parseAnswer(unknown.body);
    expect(Object.keys(unknownAnswer).sort()).toEqual(
      Object.keys(realAnswer).sort(),
    );
    expect(Object.keys(unknownAnswer.receipt).sort()).toEqual(
      Object.keys(realAnswer.receipt).sort(),
    );
    for (const answer of [realAnswer, unknownAnswer]) {
      expect(answer.receipt).toMatchObject({
        serviceid: null,
        endsAt: null,
        type: null,
      });
      expect(answer.repeated).toBe(false);
    }

    const tickets = await ticketsNaming(
      emulatorUrl(),
      unknownAnswer.receipt.reference,
    );
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.userid).toBe('0');
    expect(tickets[0]?.email).toBe(body.email);
    await waitForMail(guest(), body.email ?? '', before);
    // The unknown one sends nothing but the confirmation.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fresh = (await readOutbox(guest())).slice(
      0,
      (await readOutbox(guest())).length - before,
    );
    expect(fresh.map((mail) => mail.to)).toEqual([body.email]);
  });

  it('answers a repeat of the same line and address within the hour with the first receipt, and writes nothing', async () => {
    const body = declaration({ serviceRef: 'demo_premium' });
    const first = parseAnswer((await cancel(body)).body);
    const ticketsBefore = (await departmentTickets(emulatorUrl())).length;
    const repeat = await cancel({ ...body, name: 'Max M.' });
    expect(repeat.status).toBe(200);
    const answer = parseAnswer(repeat.body);
    expect(answer.repeated).toBe(true);
    expect(answer.receipt).toEqual(first.receipt);
    expect((await departmentTickets(emulatorUrl())).length).toBe(ticketsBefore);
  });

  it('limits declarations per address (5 an hour) and per IP (20 an hour) with Retry-After', async () => {
    const email = `flood-${unique()}@example.com`;
    for (let index = 0; index < 5; index += 1) {
      const accepted = await cancel(declaration({ email }));
      expect(accepted.status, accepted.text).toBe(200);
    }
    const perEmail = await cancel(declaration({ email }));
    expectError(perEmail, 429, 'RATE_LIMITED');
    expect(Number(perEmail.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is still served: the limit was the address's.
    expect((await cancel(declaration())).status).toBe(200);

    suite.server.clock.advance(HOUR_MS + MINUTE_MS);
    for (let index = 0; index < 20; index += 1) {
      const accepted = await cancel(declaration());
      expect(accepted.status, accepted.text).toBe(200);
    }
    const perIp = await cancel(declaration());
    expectError(perIp, 429, 'RATE_LIMITED');
    expect(Number(perIp.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('names the field of each bad input', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'name_required'],
      [{ name: 'x'.repeat(101) }, 'name', 'name_too_long'],
      [{ kind: 'extraordinary', reason: '' }, 'reason', 'reason_required'],
      [{ reason: 'x'.repeat(2001) }, 'reason', 'reason_too_long'],
      [{ serviceRef: '' }, 'serviceRef', 'service_ref_required'],
      [{ serviceRef: 'x'.repeat(101) }, 'serviceRef', 'service_ref_too_long'],
      [{ endAt: 'tomorrow' }, 'endAt', 'invalid_date'],
      [{ kind: 'sometimes' }, 'kind', 'invalid_kind'],
      [{ serviceid: 102 }, 'serviceid', 'not_allowed'],
    ];
    for (const [fields, path, code] of cases) {
      const refused = await expectRefused(
        () => cancel(declaration(fields)),
        () => cancel(declaration()),
        400,
        'VALIDATION',
      );
      const issues = errorEnvelopeSchema.parse(refused.body).issues ?? [];
      expect(issues, JSON.stringify(fields)).toContainEqual({ path, code });
    }
    const { serviceRef: _none, ...withoutRef } = declaration();
    const missing = expectError(await cancel(withoutRef), 400, 'VALIDATION');
    expect(missing.issues).toEqual([
      { path: 'serviceRef', code: 'service_ref_required' },
    ]);
  });

  it('records and confirms a declaration while WHMCS is down, and hands it to staff once WHMCS is back', async () => {
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['GetClientsProducts', 'OpenTicket'],
    });
    const before = (await readOutbox(guest())).length;
    const body = declaration({ serviceRef: 'demo_kitchen' });
    const response = await cancel(body);
    expect(response.status, response.text).toBe(200);
    const answer = parseAnswer(response.body);
    await waitForMail(guest(), body.email ?? '', before);
    suite.server.emulator.resetFaults();
    expect(
      await ticketsNaming(emulatorUrl(), answer.receipt.reference),
    ).toEqual([]);

    // The next declaration is a moment to deliver those still due.
    expect((await cancel(declaration())).status).toBe(200);
    let tickets: TicketSummary[] = [];
    for (let attempt = 0; attempt < 50 && tickets.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      tickets = await ticketsNaming(emulatorUrl(), answer.receipt.reference);
    }
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.userid).toBe('1');
  });

  it('serves a guest receipt as a PDF in the declarant’s language, 404 for a wrong token', async () => {
    const response = await cancel(declaration({ locale: 'de-de' }));
    const { pdfLink, receipt } = parseAnswer(response.body);
    const pdf = await fetch(`${suite.server.url}${pdfLink}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await extractPdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(receipt.reference);
    expect(text).toContain('Kündigungsbestätigung');
    const other = parseAnswer((await cancel(declaration())).body);
    const token = new URL(other.pdfLink, suite.server.url).searchParams.get(
      'token',
    );
    const crossed = await fetch(
      `${suite.server.url}${ENDPOINT_ROUTES.cancelReceipt.path}?reference=${receipt.reference}&token=${String(token)}`,
    );
    expect(crossed.status).toBe(404);
  });

  it('refuses a cross-site declaration (CSRF) like every other change', async () => {
    await expectRefused(
      () =>
        guest().request('POST', ENDPOINT_ROUTES.cancelRequest.path, {
          body: declaration(),
          crossSite: true,
        }),
      () => cancel(declaration()),
      403,
      'CSRF',
    );
  });
});
