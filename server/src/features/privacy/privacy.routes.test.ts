import { randomUUID } from 'node:crypto';

import {
  COOKIES,
  DATA_EXPORTS_PER_DAY,
  privacyResponseSchema,
  requestErasureResponseSchema,
} from '@members/contract';
import type { PrivacyResponse } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { activityLog, callEmulator } from '../../../test/emulator-api.js';
import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError, expectQuotaLeft } from '../../../test/expect-error.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';
import { startRewritingUpstream } from '../../../test/support/rewriting-upstream.js';

import { ERASURE_TAG } from './erasure-ticket.js';

const API = '/dashboard/api';
const CONSENT_GIVEN = 'Marketing e-mails consent given in the members area';
const CONSENT_WITHDRAWN =
  'Marketing e-mails consent withdrawn in the members area';

const suite = useSignedInServer({
  withOther: true,
  resetAfterEach: { faults: true, limits: true },
});

function whmcs(action: string, params: Record<string, string>) {
  return callEmulator(suite.server.emulator.url, action, params);
}

interface WhmcsTicketRow {
  id: string;
  tid: string;
  subject: string;
  status: string;
  deptid: string;
}

/** The client's erasure tickets in WHMCS, newest first. */
async function erasureTickets(clientId: number): Promise<WhmcsTicketRow[]> {
  const reply = (await whmcs('GetTickets', {
    clientid: String(clientId),
    limitnum: '100',
  })) as { tickets: { ticket: WhmcsTicketRow[] } };
  return reply.tickets.ticket
    .filter((ticket) => ticket.subject.startsWith(ERASURE_TAG))
    .sort((a, b) => Number(b.id) - Number(a.id));
}

/** Closes every erasure ticket of the client, as staff would when done. */
async function closeErasureTickets(clientId: number): Promise<void> {
  for (const ticket of await erasureTickets(clientId)) {
    await whmcs('UpdateTicket', { ticketid: ticket.id, status: 'Closed' });
  }
}

async function marketingOptInInWhmcs(clientId: number): Promise<boolean> {
  const reply = (await whmcs('GetClientsDetails', {
    clientid: String(clientId),
  })) as { client: { marketing_emails_opt_in: boolean } };
  return reply.client.marketing_emails_opt_in;
}

async function privacyOf(
  browser: typeof suite.demo,
): Promise<Omit<PrivacyResponse, 'error'>> {
  const response = await browser.get(`${API}/privacy`);
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return privacyResponseSchema.parse(response.body);
}

async function countLog(description: string): Promise<number> {
  return (await activityLog(suite.server.emulator.url, 1)).filter(
    (entry) => entry === description,
  ).length;
}

describe('privacy', () => {
  it('shows the consent as WHMCS has it, the exports left and no erasure request', async () => {
    await closeErasureTickets(1);
    expect(await privacyOf(suite.demo)).toEqual({
      error: false,
      marketingOptIn: await marketingOptInInWhmcs(1),
      exportsLeft: DATA_EXPORTS_PER_DAY,
      erasureRequest: null,
    });
    // The other client's own consent, not the demo's.
    expect((await privacyOf(suite.other)).marketingOptIn).toBe(
      await marketingOptInInWhmcs(2),
    );
  });
});

describe('marketingConsent', () => {
  it('takes back and gives the consent in WHMCS, logs each and changes nothing else', async () => {
    const before = (await whmcs('GetClientsDetails', { clientid: '1' })) as {
      client: Record<string, unknown>;
    };
    const withdrawnBefore = await countLog(CONSENT_WITHDRAWN);
    const off = await suite.demo.post(`${API}/marketingConsent`, {
      optIn: false,
    });
    expect(off.status, off.text).toBe(200);
    expect(privacyResponseSchema.parse(off.body).marketingOptIn).toBe(false);
    expect(await marketingOptInInWhmcs(1)).toBe(false);
    expect(await countLog(CONSENT_WITHDRAWN)).toBe(withdrawnBefore + 1);
    const after = (await whmcs('GetClientsDetails', { clientid: '1' })) as {
      client: Record<string, unknown>;
    };
    const {
      marketing_emails_opt_in: _a,
      isOptedInToMarketingEmails: _b,
      ...rest
    } = after.client;
    const {
      marketing_emails_opt_in: _c,
      isOptedInToMarketingEmails: _d,
      ...restBefore
    } = before.client;
    expect(rest).toEqual(restBefore);

    const givenBefore = await countLog(CONSENT_GIVEN);
    const on = await suite.demo.post(`${API}/marketingConsent`, {
      optIn: true,
    });
    expect(privacyResponseSchema.parse(on.body).marketingOptIn).toBe(true);
    expect(await marketingOptInInWhmcs(1)).toBe(true);
    expect(await countLog(CONSENT_GIVEN)).toBe(givenBefore + 1);
    expect((await privacyOf(suite.demo)).marketingOptIn).toBe(true);
  });

  it('changes only the session’s client', async () => {
    const otherBefore = await marketingOptInInWhmcs(2);
    const response = await suite.demo.post(`${API}/marketingConsent`, {
      optIn: !otherBefore,
    });
    expect(response.status).toBe(200);
    expect(await marketingOptInInWhmcs(2)).toBe(otherBefore);
    expect(await marketingOptInInWhmcs(1)).toBe(!otherBefore);
  });
});

describe('requestErasure', () => {
  it('opens a ticket with the request and what must be kept, and the page shows it', async () => {
    await closeErasureTickets(1);
    const response = await suite.demo.post(`${API}/requestErasure`, {
      message: 'Please erase my account, I moved abroad.',
    });
    expect(response.status, response.text).toBe(200);
    const { erasureRequest } = requestErasureResponseSchema.parse(
      response.body,
    );
    const [ticket] = await erasureTickets(1);
    expect(ticket).toMatchObject({
      id: String(erasureRequest.ticketId),
      tid: erasureRequest.tid,
      deptid: '1',
      subject: `${ERASURE_TAG} Request to erase my personal data`,
    });
    const opened = (await whmcs('GetTicket', {
      ticketid: String(erasureRequest.ticketId),
    })) as { replies: { reply: { message: string }[] } };
    const message = opened.replies.reply[0]?.message ?? '';
    expect(message).toContain('Please erase my account, I moved abroad.');
    expect(message).toContain('tax and commercial law');
    expect((await privacyOf(suite.demo)).erasureRequest).toEqual(
      erasureRequest,
    );
    expect(await activityLog(suite.server.emulator.url, 1)).toContain(
      `Erasure of personal data requested in the members area (ticket #${erasureRequest.tid})`,
    );
    // The client is still there: nothing is deleted.
    expect((await whmcs('GetClientsDetails', { clientid: '1' })).result).toBe(
      'success',
    );
  });

  it('answers the open request again instead of opening a second ticket', async () => {
    await closeErasureTickets(1);
    const first = requestErasureResponseSchema.parse(
      (await suite.demo.post(`${API}/requestErasure`, {})).body,
    );
    const count = (await erasureTickets(1)).length;
    const second = await suite.demo.post(`${API}/requestErasure`, {
      message: 'Again',
    });
    expect(second.status).toBe(200);
    expect(requestErasureResponseSchema.parse(second.body)).toEqual(first);
    expect(await erasureTickets(1)).toHaveLength(count);
  });

  it('takes a new request once staff closed the ticket of the last', async () => {
    await closeErasureTickets(1);
    const first = requestErasureResponseSchema.parse(
      (await suite.demo.post(`${API}/requestErasure`, {})).body,
    );
    await closeErasureTickets(1);
    expect((await privacyOf(suite.demo)).erasureRequest).toBeNull();
    const next = requestErasureResponseSchema.parse(
      (await suite.demo.post(`${API}/requestErasure`, {})).body,
    );
    expect(next.erasureRequest.ticketId).toBeGreaterThan(
      first.erasureRequest.ticketId,
    );
    expect((await privacyOf(suite.demo)).erasureRequest).toEqual(
      next.erasureRequest,
    );
  });

  it('writes the ticket in the customer’s language, with the English text for staff', async () => {
    await closeErasureTickets(1);
    suite.demo.cookies.set(COOKIES.locale, 'de-de');
    try {
      const { erasureRequest } = requestErasureResponseSchema.parse(
        (await suite.demo.post(`${API}/requestErasure`, {})).body,
      );
      const opened = (await whmcs('GetTicket', {
        ticketid: String(erasureRequest.ticketId),
      })) as { subject: string; replies: { reply: { message: string }[] } };
      expect(opened.subject).toBe(
        `${ERASURE_TAG} Antrag auf Löschung meiner personenbezogenen Daten`,
      );
      const message = opened.replies.reply[0]?.message ?? '';
      expect(message).toContain('Art. 17 DSGVO');
      expect(message).toContain('Art. 17 GDPR');
    } finally {
      suite.demo.cookies.delete(COOKIES.locale);
    }
  });

  it('reads a lost answer back on the retry and opens the ticket once', async () => {
    await closeErasureTickets(1);
    const upstream = await startRewritingUpstream(suite.server.emulator);
    try {
      let lost = 0;
      upstream.setRule((form) =>
        form.get('action') === 'OpenTicket' && lost++ === 0
          ? { loseAnswer: true }
          : null,
      );
      const before = (await erasureTickets(1)).length;
      const headers = { 'idempotency-key': `erasure-${randomUUID()}` };
      const path = `${API}/requestErasure`;
      const failed = await upstream.browser.request('POST', path, {
        body: {},
        headers,
      });
      expectError(failed, 502, 'WHMCS_UNAVAILABLE');
      // WHMCS opened it: the answer alone was lost.
      expect(await erasureTickets(1)).toHaveLength(before + 1);
      const retried = await upstream.browser.request('POST', path, {
        body: {},
        headers,
      });
      expect(retried.status, retried.text).toBe(200);
      const { erasureRequest } = requestErasureResponseSchema.parse(
        retried.body,
      );
      const tickets = await erasureTickets(1);
      expect(tickets).toHaveLength(before + 1);
      expect(erasureRequest.ticketId).toBe(Number(tickets[0]?.id));
      expect(lost).toBe(1);
    } finally {
      await upstream.close();
    }
  });

  it('opens at most three requests a day', async () => {
    await expectQuotaLeft(3, async () => {
      await closeErasureTickets(1);
      return suite.demo.post(`${API}/requestErasure`, {});
    });
  });

  it('refuses a message over the limit and opens nothing', async () => {
    await closeErasureTickets(1);
    const before = (await erasureTickets(1)).length;
    expectError(
      await suite.demo.post(`${API}/requestErasure`, {
        message: 'x'.repeat(5000),
      }),
      400,
      'VALIDATION',
    );
    expect(await erasureTickets(1)).toHaveLength(before);
  });
});

describeEndpointBehaviour(suite, {
  endpoint: 'privacy',
  valid: () => ({}),
  fault: {
    actions: ['GetClientsDetails'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});

describeEndpointBehaviour(suite, {
  endpoint: 'marketingConsent',
  valid: () => ({ optIn: true }),
  invalid: { input: { optIn: 'yes' }, path: 'optIn' },
  fault: {
    actions: ['UpdateClient'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
  writes: () => countLog(CONSENT_GIVEN),
});

describeEndpointBehaviour(suite, {
  endpoint: 'requestErasure',
  valid: async () => {
    await closeErasureTickets(1);
    return { message: `Erase ${randomUUID().slice(0, 8)}` };
  },
  fault: {
    actions: ['OpenTicket'],
    errorKind: 'whmcs',
    status: 422,
    code: 'WHMCS_REJECTED',
  },
  writes: async () => (await erasureTickets(1)).length,
});
