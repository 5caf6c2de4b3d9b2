import { randomUUID } from 'node:crypto';

import {
  addDays,
  allDataResponseSchema,
  billingDay,
  cancelRequestResponseSchema,
  daysBetween,
  ENDPOINT_ROUTES,
  errorEnvelopeSchema,
} from '@members/contract';
import type { CancelRequestResponse } from '@members/contract';
import { afterEach, describe, expect, it } from 'vitest';

import { cancelRequestsOf } from '../../../test/declarations-whmcs.js';
import { callEmulator } from '../../../test/emulator-api.js';
import { expectError, expectRefused } from '../../../test/expect-error.js';
import type { TestBrowser } from '../../../test/http-client.js';
import { extractPdfText } from '../../../test/pdf-text.js';
import { readOutbox, waitForMail } from '../../../test/sign-in.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';
import { HOUR_MS, MINUTE_MS } from '../../lib/time.js';

const suite = useSignedInServer({
  withOther: true,
  resetAfterEach: { faults: true },
});

afterEach(() => {
  // Past the hour of the flood limits, not past the day of the dates.
  suite.server.clock.advance(HOUR_MS + MINUTE_MS);
});

function cancel(
  browser: TestBrowser,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return browser.request('POST', ENDPOINT_ROUTES.cancelRequest.path, {
    body,
    headers,
  });
}

function declaration(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    kind: 'ordinary',
    endAt: 'endOfPeriod',
    name: 'Erika Mustermann',
    email: `kuendigung-${randomUUID().slice(0, 8)}@example.com`,
    locale: 'de-de',
    ...fields,
  };
}

/** The billing day by the server's clock, which the tests move. */
function today(): string {
  return billingDay(suite.server.clock.now());
}

/**
 * The next due date the customer sees for a line: where its paid period
 * ends, checked to lie ahead, so that "the end of the period" cannot be
 * mistaken for today.
 */
async function paidUntil(
  browser: TestBrowser,
  serviceId: number,
): Promise<string> {
  const response = await browser.post(ENDPOINT_ROUTES.allData.path, {});
  const { subscriptionsData } = allDataResponseSchema.parse(response.body);
  const line = [
    ...subscriptionsData.activeSubs,
    ...subscriptionsData.unactiveSubs,
  ].find((sub) => sub.id === serviceId);
  const due = line?.nextDueDate ?? null;
  expect(due, `service ${serviceId} has a next due date`).not.toBeNull();
  expect(daysBetween(today(), due ?? '')).toBeGreaterThan(2);
  return due ?? '';
}

function whmcsRequests(serviceId: number) {
  return cancelRequestsOf(suite.server.emulator.url, serviceId);
}

function parseAnswer(body: unknown): CancelRequestResponse {
  return cancelRequestResponseSchema.parse(body);
}

async function cancellationShown(serviceId: number): Promise<unknown> {
  const response = await suite.demo.post(ENDPOINT_ROUTES.allData.path, {});
  const data = response.body as {
    subscriptionsData: {
      activeSubs: { id: number; cancellation: unknown }[];
      unactiveSubs: { id: number; cancellation: unknown }[];
    };
  };
  return [
    ...data.subscriptionsData.activeSubs,
    ...data.subscriptionsData.unactiveSubs,
  ].find((sub) => sub.id === serviceId)?.cancellation;
}

describe('cancelRequest signed in', () => {
  it('ends an own subscription at the end of the paid period, in WHMCS, on the dashboard and by mail; a repeat answers the same receipt and writes nothing', async () => {
    const before = (await readOutbox(suite.demo)).length;
    const due = await paidUntil(suite.demo, 102);
    const body = declaration({ serviceid: 102 });
    const response = await cancel(suite.demo, body);
    expect(response.status, response.text).toBe(200);
    const answer = parseAnswer(response.body);
    expect(answer.repeated).toBe(false);
    expect(answer.receipt).toMatchObject({
      kind: 'ordinary',
      name: 'Erika Mustermann',
      email: body.email,
      serviceid: 102,
      endAt: 'endOfPeriod',
      endsAt: due,
      type: 'endOfPeriod',
    });
    expect(answer.receipt.reference).toMatch(/^K-[A-Z0-9]{12}$/);
    expect(answer.receipt.contract).toContain('demo_standard');
    expect(
      Math.abs(
        Date.parse(answer.receipt.receivedAt) - suite.server.clock.now(),
      ),
    ).toBeLessThan(10_000);
    expect(answer.pdfLink).toMatch(
      /^\/dashboard\/api\/cancelReceipt\?reference=K-[A-Z0-9]{12}&token=[0-9a-f]{64}$/,
    );

    const requests = await whmcsRequests(102);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.type).toBe('End of Billing Period');
    expect(requests[0]?.reason).toContain(answer.receipt.reference);

    expect(await cancellationShown(102)).toEqual({
      requestedAt: answer.receipt.receivedAt,
      endsAt: due,
      type: 'endOfPeriod',
      withdrawn: false,
    });
    expect(await cancellationShown(101)).toBeNull();

    const mail = await waitForMail(suite.demo, String(body.email), before);
    expect(mail.subject).toContain('Kündigungsbestätigung');
    expect(mail.text).toContain(answer.receipt.reference);
    expect(mail.text).toContain('Datum und Uhrzeit des Eingangs');
    expect(mail.text).toContain('Ordentliche Kündigung');
    expect(mail.text).toContain('Erika Mustermann');
    expect(mail.text).toContain('demo_standard');
    expect(mail.text).toContain(answer.pdfLink);

    const repeat = await cancel(
      suite.demo,
      declaration({ serviceid: 102, kind: 'extraordinary', reason: 'Again' }),
    );
    expect(repeat.status, repeat.text).toBe(200);
    const repeated = parseAnswer(repeat.body);
    expect(repeated.repeated).toBe(true);
    expect(repeated.receipt).toEqual(answer.receipt);
    expect(repeated.pdfLink).toBe(answer.pdfLink);
    expect(await whmcsRequests(102)).toHaveLength(1);
  });

  it('ends today as WHMCS Immediate', async () => {
    // Service 105 is Pending and due in the past: its period ends today.
    const response = await cancel(
      suite.demo,
      declaration({ serviceid: 105, endAt: today() }),
    );
    expect(response.status, response.text).toBe(200);
    const answer = parseAnswer(response.body);
    expect(answer.receipt).toMatchObject({
      endAt: today(),
      endsAt: today(),
      type: 'immediate',
    });
    expect((await whmcsRequests(105)).map((entry) => entry.type)).toEqual([
      'Immediate',
    ]);
  });

  it('refuses an end before today or after the paid period, on endAt', async () => {
    const due = await paidUntil(suite.demo, 101);
    const control = () =>
      cancel(suite.demo, declaration({ serviceid: 101, endAt: due }));
    for (const [endAt, code] of [
      [addDays(today(), -1), 'date_in_past'],
      [addDays(due, 1), 'date_after_period'],
    ] as const) {
      const refused = await expectRefused(
        () => cancel(suite.demo, declaration({ serviceid: 101, endAt })),
        control,
        400,
        'VALIDATION',
      );
      expect(errorEnvelopeSchema.parse(refused.body).issues).toEqual([
        { path: 'endAt', code },
      ]);
    }
    // The control's ordinary notice on the last day of the period.
    expect((await whmcsRequests(101)).map((entry) => entry.type)).toEqual([
      'End of Billing Period',
    ]);
  });

  it('keeps End of Billing Period for an early extraordinary end and asks staff in a ticket; a repeated key answers the same and writes once', async () => {
    const due = await paidUntil(suite.other, 201);
    const endAt = addDays(today(), 2);
    const body = declaration({
      serviceid: 201,
      kind: 'extraordinary',
      reason: 'Umzug ins Ausland',
      endAt,
    });
    const headers = { 'idempotency-key': `cancel-${randomUUID()}` };
    const first = await cancel(suite.other, body, headers);
    expect(first.status, first.text).toBe(200);
    const answer = parseAnswer(first.body);
    expect(answer.receipt).toMatchObject({
      kind: 'extraordinary',
      reason: 'Umzug ins Ausland',
      endAt,
      endsAt: due,
      type: 'endOfPeriod',
    });
    const second = await cancel(suite.other, body, headers);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);

    expect((await whmcsRequests(201)).map((entry) => entry.type)).toEqual([
      'End of Billing Period',
    ]);
    const tickets = (await callEmulator(
      suite.server.emulator.url,
      'GetTickets',
      {
        clientid: '2',
        deptid: '1',
      },
    )) as { tickets: { ticket: { id: string; subject: string }[] } };
    const staff = tickets.tickets.ticket.filter((ticket) =>
      ticket.subject.includes(answer.receipt.reference),
    );
    expect(staff).toHaveLength(1);
    const ticket = (await callEmulator(suite.server.emulator.url, 'GetTicket', {
      ticketid: staff[0]?.id ?? '0',
    })) as { replies: { reply: { message: string }[] } };
    const message = ticket.replies.reply[0]?.message ?? '';
    expect(message).toContain(endAt);
    expect(message).toContain('Umzug ins Ausland');
  });

  it('answers another customer’s subscription like a missing one (404)', async () => {
    const other = await expectRefused(
      () => cancel(suite.demo, declaration({ serviceid: 201 })),
      () => cancel(suite.demo, declaration({ serviceid: 102 })),
      404,
      'NOT_FOUND',
    );
    const missing = expectError(
      await cancel(suite.demo, declaration({ serviceid: 99_999 })),
      404,
      'NOT_FOUND',
    );
    const { requestId: _a, ...otherEnvelope } = errorEnvelopeSchema.parse(
      other.body,
    );
    const { requestId: _b, ...missingEnvelope } = missing;
    expect(otherEnvelope).toEqual(missingEnvelope);
  });

  it('refuses a subscription that has ended with NOT_CANCELLABLE and writes nothing', async () => {
    await expectRefused(
      () => cancel(suite.demo, declaration({ serviceid: 104 })),
      () => cancel(suite.demo, declaration({ serviceid: 102 })),
      409,
      'NOT_CANCELLABLE',
    );
    expect(await whmcsRequests(104)).toEqual([]);
  });

  it('wants serviceid, not serviceRef, when signed in', async () => {
    const control = () => cancel(suite.demo, declaration({ serviceid: 102 }));
    const withRef = await expectRefused(
      () =>
        cancel(
          suite.demo,
          declaration({ serviceid: 102, serviceRef: 'demo_standard' }),
        ),
      control,
      400,
      'VALIDATION',
    );
    expect(errorEnvelopeSchema.parse(withRef.body).issues).toEqual([
      { path: 'serviceRef', code: 'not_allowed' },
    ]);
    const withoutId = expectError(
      await cancel(suite.demo, declaration({})),
      400,
      'VALIDATION',
    );
    expect(withoutId.issues).toEqual([{ path: 'serviceid', code: 'required' }]);
  });

  it('reports WHMCS failing on AddCancelRequest and keeps nothing half-done; the next try goes through', async () => {
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['AddCancelRequest'],
    });
    const failed = await cancel(suite.demo, declaration({ serviceid: 103 }));
    expectError(failed, 502, 'WHMCS_UNAVAILABLE');
    suite.server.emulator.resetFaults();
    expect(await whmcsRequests(103)).toEqual([]);
    expect(await cancellationShown(103)).toBeNull();

    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'whmcs',
      actions: ['AddCancelRequest'],
    });
    expectError(
      await cancel(suite.demo, declaration({ serviceid: 103 })),
      422,
      'WHMCS_REJECTED',
    );
    suite.server.emulator.resetFaults();
    expect(await cancellationShown(103)).toBeNull();

    const retried = await cancel(suite.demo, declaration({ serviceid: 103 }));
    expect(retried.status, retried.text).toBe(200);
    expect(parseAnswer(retried.body).repeated).toBe(false);
    expect(await whmcsRequests(103)).toHaveLength(1);
    expect(await cancellationShown(103)).toMatchObject({
      type: 'endOfPeriod',
    });
  });

  it('serves the receipt as a PDF by its link, and 404 for a wrong token', async () => {
    const response = await cancel(suite.demo, declaration({ serviceid: 102 }));
    const { pdfLink, receipt } = parseAnswer(response.body);
    const pdf = await fetch(`${suite.server.url}${pdfLink}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await extractPdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Kündigungsbestätigung');
    expect(text).toContain(receipt.reference);
    const english = await fetch(`${suite.server.url}${pdfLink}&locale=en-en`);
    expect(
      await extractPdfText(new Uint8Array(await english.arrayBuffer())),
    ).toContain('Cancellation confirmation');

    const wrong = pdfLink.replace(/token=[0-9a-f]/, (match) =>
      match.endsWith('0') ? `${match.slice(0, -1)}1` : `${match.slice(0, -1)}0`,
    );
    const refused = await fetch(`${suite.server.url}${wrong}`);
    expect(refused.status).toBe(404);
    expect(errorEnvelopeSchema.parse(await refused.json()).code).toBe(
      'NOT_FOUND',
    );
  });
});
