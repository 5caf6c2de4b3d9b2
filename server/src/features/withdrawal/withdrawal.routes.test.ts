import { randomUUID } from 'node:crypto';

import {
  allDataResponseSchema,
  billingDay,
  ENDPOINT_ROUTES,
  errorEnvelopeSchema,
  withdrawableLinesResponseSchema,
  withdrawalDeadline,
  withdrawResponseSchema,
} from '@members/contract';
import type { Subscription, WithdrawResponse } from '@members/contract';
import { afterEach, describe, expect, it } from 'vitest';

import {
  cancelRequestCount,
  cancelRequestsOf,
  ticketMessage,
  ticketsNaming,
} from '../../../test/declarations-whmcs.js';
import { callEmulator } from '../../../test/emulator-api.js';
import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError, expectRefused } from '../../../test/expect-error.js';
import type { TestBrowser } from '../../../test/http-client.js';
import { extractPdfText } from '../../../test/pdf-text.js';
import { readOutbox, waitForMail } from '../../../test/sign-in.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';
import { HOUR_MS, MINUTE_MS } from '../../lib/time.js';

/**
 * Both clocks start early in today's billing day (UTC): each test moves the
 * server's an hour on, while WHMCS dates an order by its own clock, and the
 * ten hours the tests take must stay within the day whenever the suite runs.
 */
const EARLY_TODAY = Date.parse(`${billingDay(Date.now())}T00:05:00Z`);

const suite = useSignedInServer({
  startAt: EARLY_TODAY,
  withOther: true,
  resetAfterEach: { faults: true },
});

afterEach(() => {
  // Past the hour of the flood limits, not past the day of the dates.
  suite.server.clock.advance(HOUR_MS + MINUTE_MS);
});

function withdraw(
  browser: TestBrowser,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return browser.request('POST', ENDPOINT_ROUTES.withdraw.path, {
    body,
    headers,
  });
}

/** A declaration's fields, as a form or JSON body carries them. */
type Fields = Record<string, string | number | boolean>;

function declaration(fields: Fields): Fields {
  return {
    name: 'Erika Mustermann',
    email: `widerruf-${randomUUID().slice(0, 8)}@example.com`,
    confirmed: true,
    locale: 'de-de',
    ...fields,
  };
}

/** The billing day by the server's clock, which the tests move. */
function today(): string {
  return billingDay(suite.server.clock.now());
}

function emulator(action: string, params: Record<string, string> = {}) {
  return callEmulator(suite.server.emulator.url, action, params);
}

/** A new line of the demo client, ordered in WHMCS now (by its clock): its id and order. */
async function lineOrderedNow(): Promise<{
  serviceId: number;
  orderId: number;
  invoiceId: number;
}> {
  const ordered = (await emulator('AddOrder', {
    clientid: '1',
    paymentmethod: 'paypal',
    'pid[0]': '2',
    'billingcycle[0]': 'monthly',
    noemail: '1',
  })) as { orderid: number; serviceids: string; invoiceid: number };
  return {
    serviceId: Number(ordered.serviceids),
    orderId: Number(ordered.orderid),
    invoiceId: Number(ordered.invoiceid),
  };
}

function whmcsRequests(serviceId: number) {
  return cancelRequestsOf(suite.server.emulator.url, serviceId);
}

/** The billing department's tickets (the cancellation's by default) naming a reference, with their message. */
async function ticketsOf(
  reference: string,
): Promise<{ id: string; subject: string; message: string }[]> {
  const url = suite.server.emulator.url;
  const found = await ticketsNaming(url, reference);
  return Promise.all(
    found.map(async (ticket) => ({
      ...ticket,
      message: await ticketMessage(url, ticket.id),
    })),
  );
}

function parseAnswer(body: unknown): WithdrawResponse {
  return withdrawResponseSchema.parse(body);
}

async function subscription(serviceId: number): Promise<Subscription> {
  const response = await suite.demo.post(ENDPOINT_ROUTES.allData.path, {});
  const { subscriptionsData } = allDataResponseSchema.parse(response.body);
  const line = [
    ...subscriptionsData.activeSubs,
    ...subscriptionsData.unactiveSubs,
  ].find((sub) => sub.id === serviceId);
  if (!line) {
    throw new Error(`no subscription ${serviceId}`);
  }
  return line;
}

async function recordedCount(): Promise<number> {
  return (await suite.server.stores.cancellations.listByClient(1)).filter(
    (record) => record.declaration === 'withdrawal',
  ).length;
}

describeEndpointBehaviour(suite, {
  endpoint: 'withdrawableLines',
  valid: () => ({}),
});

describeEndpointBehaviour(suite, {
  endpoint: 'withdraw',
  valid: async () =>
    declaration({ serviceid: (await lineOrderedNow()).serviceId }),
  invalid: { input: declaration({ serviceid: 101, name: ' ' }), path: 'name' },
  otherClient: {
    input: declaration({ serviceid: 201 }),
    missing: declaration({ serviceid: 99_999 }),
  },
  fault: {
    actions: ['GetClientsProducts'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
  // Each withdrawal within the period is one AddCancelRequest in WHMCS.
  writes: () => cancelRequestCount(suite.server.emulator.url),
});

describe('withdraw signed in', () => {
  it('withdraws from a line ordered today: WHMCS gets Immediate with the reason, billing staff a ticket naming the order’s invoice, the receipt mail goes out, and the line shows it', async () => {
    const { serviceId, orderId, invoiceId } = await lineOrderedNow();
    // WHMCS dates the order today by its clock, and the line links to it.
    const orders = (await emulator('GetOrders', { id: String(orderId) })) as {
      orders: { order: { id: number; date: string }[] };
    };
    expect(orders.orders.order[0]?.date.slice(0, 10)).toBe(today());
    const products = (await emulator('GetClientsProducts', {
      serviceid: String(serviceId),
    })) as { products: { product: { orderid: string }[] } };
    expect(products.products.product[0]?.orderid).toBe(String(orderId));
    const before = await subscription(serviceId);
    expect(before.withdrawUntil).toBe(withdrawalDeadline(today()));
    expect(before.cancellation).toBeNull();

    const lines = withdrawableLinesResponseSchema.parse(
      (await suite.demo.get(ENDPOINT_ROUTES.withdrawableLines.path)).body,
    ).lines;
    expect(lines[0]).toMatchObject({
      serviceid: serviceId,
      orderedOn: today(),
      withdrawUntil: withdrawalDeadline(today()),
      withinPeriod: true,
      withdrawnAt: null,
    });

    const mailsBefore = (await readOutbox(suite.demo)).length;
    const body = declaration({ serviceid: serviceId, reason: 'Zu teuer' });
    const response = await withdraw(suite.demo, body);
    expect(response.status, response.text).toBe(200);
    const answer = parseAnswer(response.body);
    expect(answer.repeated).toBe(false);
    expect(answer.reference).toMatch(/^W-[A-Z0-9]{12}$/);
    expect(answer.receipt).toMatchObject({
      reference: answer.reference,
      receivedAt: answer.receivedAt,
      name: 'Erika Mustermann',
      email: body.email,
      serviceid: serviceId,
      reason: 'Zu teuer',
      orderedOn: today(),
      withdrawUntil: withdrawalDeadline(today()),
      withinPeriod: true,
    });
    expect(
      Math.abs(Date.parse(answer.receivedAt) - suite.server.clock.now()),
    ).toBeLessThan(5_000);

    const requests = await whmcsRequests(serviceId);
    expect(requests.map((request) => request.type)).toEqual(['Immediate']);
    expect(requests[0]?.reason).toContain('Withdrawal (§ 356a BGB)');
    expect(requests[0]?.reason).toContain(answer.reference);
    expect(requests[0]?.reason).toContain('Zu teuer');

    const tickets = await ticketsOf(answer.reference);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.subject).toContain('refund');
    expect(tickets[0]?.message).toContain(`#${invoiceId}`);
    expect(tickets[0]?.message).toContain(`order #${orderId}`);

    const mail = await waitForMail(suite.demo, String(body.email), mailsBefore);
    expect(mail.subject).toContain('Widerruf');
    expect(mail.text).toContain(answer.reference);
    expect(mail.text).toContain('Datum und Uhrzeit des Eingangs');
    expect(mail.text).toContain('Hiermit widerrufe ich');
    expect(mail.text).toContain(answer.receiptUrl);

    const after = await subscription(serviceId);
    expect(after.withdrawUntil).toBeNull();
    expect(after.cancellation).toEqual({
      requestedAt: answer.receivedAt,
      endsAt: null,
      type: 'immediate',
      withdrawn: true,
    });
    const listed = withdrawableLinesResponseSchema
      .parse(
        (await suite.demo.get(ENDPOINT_ROUTES.withdrawableLines.path)).body,
      )
      .lines.find((line) => line.serviceid === serviceId);
    expect(listed?.withdrawnAt).toBe(answer.receivedAt);

    // A second declaration for the line answers the first and writes nothing.
    const repeat = await withdraw(
      suite.demo,
      declaration({ serviceid: serviceId }),
    );
    expect(repeat.status, repeat.text).toBe(200);
    const repeated = parseAnswer(repeat.body);
    expect(repeated.repeated).toBe(true);
    expect(repeated.receipt).toEqual(answer.receipt);
    expect(await whmcsRequests(serviceId)).toHaveLength(1);
    expect(await ticketsOf(answer.reference)).toHaveLength(1);
  });

  it('takes a late withdrawal, sends WHMCS no request and asks billing staff to check the period', async () => {
    // Service 102 was ordered 54 days ago (its registration date: the demo has no order rows).
    const response = await withdraw(
      suite.demo,
      declaration({ serviceid: 102 }),
    );
    expect(response.status, response.text).toBe(200);
    const answer = parseAnswer(response.body);
    expect(answer.receipt.withinPeriod).toBe(false);
    expect(answer.receipt.orderedOn).not.toBeNull();
    expect((answer.receipt.orderedOn ?? '') < today()).toBe(true);
    expect(await whmcsRequests(102)).toEqual([]);
    const tickets = await ticketsOf(answer.reference);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.subject).toContain('late: staff check the period');
    expect((await subscription(102)).cancellation).toMatchObject({
      withdrawn: true,
    });
  });

  it('changes nothing without the confirm step (400): nothing recorded, nothing written to WHMCS', async () => {
    const { serviceId } = await lineOrderedNow();
    const recorded = await recordedCount();
    const { confirmed: _confirmed, ...unconfirmed } = declaration({
      serviceid: serviceId,
    });
    for (const body of [unconfirmed, { ...unconfirmed, confirmed: false }]) {
      const refused = expectError(
        await withdraw(suite.demo, body),
        400,
        'VALIDATION',
      );
      expect(refused.issues).toContainEqual({
        path: 'confirmed',
        code: 'confirmation_required',
      });
    }
    expect(await recordedCount()).toBe(recorded);
    expect(await whmcsRequests(serviceId)).toEqual([]);
    expect((await subscription(serviceId)).cancellation).toBeNull();
    // The positive control: confirmed, the same declaration is taken.
    const taken = await withdraw(suite.demo, {
      ...unconfirmed,
      confirmed: true,
    });
    expect(taken.status, taken.text).toBe(200);
    expect(await recordedCount()).toBe(recorded + 1);
    expect(await whmcsRequests(serviceId)).toHaveLength(1);
  });

  it('answers a repeated Idempotency-Key with the stored answer and writes once', async () => {
    const { serviceId } = await lineOrderedNow();
    const body = declaration({ serviceid: serviceId });
    const headers = { 'idempotency-key': `withdraw-${randomUUID()}` };
    const first = await withdraw(suite.demo, body, headers);
    expect(first.status, first.text).toBe(200);
    const second = await withdraw(suite.demo, body, headers);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await whmcsRequests(serviceId)).toHaveLength(1);
    expect(await ticketsOf(parseAnswer(first.body).reference)).toHaveLength(1);
  });

  it('answers another customer’s line like a missing one (404) and writes nothing', async () => {
    const other = await expectRefused(
      () => withdraw(suite.demo, declaration({ serviceid: 201 })),
      () => withdraw(suite.demo, declaration({ serviceid: 101 })),
      404,
      'NOT_FOUND',
    );
    const missing = expectError(
      await withdraw(suite.demo, declaration({ serviceid: 99_999 })),
      404,
      'NOT_FOUND',
    );
    const { requestId: _a, ...otherEnvelope } = errorEnvelopeSchema.parse(
      other.body,
    );
    const { requestId: _b, ...missingEnvelope } = missing;
    expect(otherEnvelope).toEqual(missingEnvelope);
    expect(await whmcsRequests(201)).toEqual([]);
  });

  it('refuses a line that has ended with NOT_CANCELLABLE and writes nothing', async () => {
    const { serviceId } = await lineOrderedNow();
    await expectRefused(
      () => withdraw(suite.demo, declaration({ serviceid: 104 })),
      () => withdraw(suite.demo, declaration({ serviceid: serviceId })),
      409,
      'NOT_CANCELLABLE',
    );
    expect(await whmcsRequests(104)).toEqual([]);
  });

  it('wants serviceid, not serviceRef, when signed in', async () => {
    const { serviceId } = await lineOrderedNow();
    const withRef = await expectRefused(
      () =>
        withdraw(
          suite.demo,
          declaration({ serviceid: serviceId, serviceRef: 'demo_standard' }),
        ),
      () => withdraw(suite.demo, declaration({ serviceid: serviceId })),
      400,
      'VALIDATION',
    );
    expect(errorEnvelopeSchema.parse(withRef.body).issues).toEqual([
      { path: 'serviceRef', code: 'not_allowed' },
    ]);
    const withoutId = expectError(
      await withdraw(suite.demo, declaration({})),
      400,
      'VALIDATION',
    );
    expect(withoutId.issues).toEqual([{ path: 'serviceid', code: 'required' }]);
  });

  it('reads a lost AddCancelRequest answer back and never sends it twice', async () => {
    const { serviceId } = await lineOrderedNow();
    const body = declaration({ serviceid: serviceId });
    const headers = { 'idempotency-key': `withdraw-lost-${randomUUID()}` };
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['AddCancelRequest'],
    });
    // The answer is lost: whether WHMCS wrote it is not known.
    expectError(
      await withdraw(suite.demo, body, headers),
      502,
      'WHMCS_UNAVAILABLE',
    );
    // Say it did: the request is in WHMCS as the lost call made it.
    suite.server.emulator.resetFaults();
    await emulator('AddCancelRequest', {
      serviceid: String(serviceId),
      type: 'Immediate',
      reason: 'the lost call',
    });
    // From now on WHMCS refuses every AddCancelRequest: a retry that sent
    // it again would fail.
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'whmcs',
      actions: ['AddCancelRequest'],
    });
    const retry = await withdraw(suite.demo, body, headers);
    expect(retry.status, retry.text).toBe(200);
    const answer = parseAnswer(retry.body);
    expect(answer.repeated).toBe(false);
    expect(
      (await whmcsRequests(serviceId)).map((request) => request.reason),
    ).toEqual(['the lost call']);
    expect(await ticketsOf(answer.reference)).toHaveLength(1);
    // Another attempt (a new key) for the line answers the same receipt.
    const again = await withdraw(
      suite.demo,
      declaration({ serviceid: serviceId }),
    );
    expect(again.status, again.text).toBe(200);
    expect(parseAnswer(again.body)).toMatchObject({
      reference: answer.reference,
      repeated: true,
    });
    suite.server.emulator.resetFaults();
    expect((await subscription(serviceId)).cancellation).toMatchObject({
      withdrawn: true,
    });
  });

  it('drops a withdrawal WHMCS certainly refused, and the next try goes through', async () => {
    const { serviceId } = await lineOrderedNow();
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'whmcs',
      actions: ['AddCancelRequest'],
    });
    const recorded = await recordedCount();
    expectError(
      await withdraw(suite.demo, declaration({ serviceid: serviceId })),
      422,
      'WHMCS_REJECTED',
    );
    suite.server.emulator.resetFaults();
    expect(await recordedCount()).toBe(recorded);
    expect((await subscription(serviceId)).cancellation).toBeNull();
    const retried = await withdraw(
      suite.demo,
      declaration({ serviceid: serviceId }),
    );
    expect(retried.status, retried.text).toBe(200);
    expect(await whmcsRequests(serviceId)).toHaveLength(1);
  });

  it('serves the receipt as a PDF by its link, and 404 for a wrong token or a cancellation’s reference', async () => {
    const { serviceId } = await lineOrderedNow();
    const response = await withdraw(
      suite.demo,
      declaration({ serviceid: serviceId }),
    );
    const { receiptUrl, reference } = parseAnswer(response.body);
    expect(receiptUrl).toMatch(
      /^\/dashboard\/api\/withdrawReceipt\?reference=W-[A-Z0-9]{12}&token=[0-9a-f]{64}$/,
    );
    const pdf = await fetch(`${suite.server.url}${receiptUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await extractPdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Eingangsbestätigung Ihres Widerrufs');
    expect(text).toContain(reference);
    const english = await fetch(
      `${suite.server.url}${receiptUrl}&locale=en-en`,
    );
    expect(
      await extractPdfText(new Uint8Array(await english.arrayBuffer())),
    ).toContain('Acknowledgement of withdrawal');

    const wrong = receiptUrl.replace(/token=[0-9a-f]/, (match) =>
      match.endsWith('0') ? `${match.slice(0, -1)}1` : `${match.slice(0, -1)}0`,
    );
    const refused = await fetch(`${suite.server.url}${wrong}`);
    expect(refused.status).toBe(404);
    expect(errorEnvelopeSchema.parse(await refused.json()).code).toBe(
      'NOT_FOUND',
    );
    // The withdrawal's link does not open it as a cancellation.
    const asCancellation = await fetch(
      `${suite.server.url}${receiptUrl.replace('withdrawReceipt', 'cancelReceipt')}`,
    );
    expect(asCancellation.status).toBe(404);
  });
});
