import { randomUUID } from 'node:crypto';

import {
  allDataResponseSchema,
  handOffLinkResponseSchema,
  payMethodsResponseSchema,
} from '@members/contract';
import type { PayMethodsResponse } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { callEmulator } from '../../../test/emulator-api.js';
import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError } from '../../../test/expect-error.js';
import type { TestBrowser } from '../../../test/http-client.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';
import { startRewritingUpstream } from '../../../test/support/rewriting-upstream.js';

const API = '/dashboard/api';

const suite = useSignedInServer({
  withOther: true,
  resetAfterEach: { faults: true, limits: true },
});

function whmcs(action: string, params: Record<string, string>) {
  return callEmulator(suite.server.emulator.url, action, params);
}

interface WhmcsPayMethodRow {
  id: number;
  card_last_four?: string;
  remote_token: string;
}

/** The client's pay methods as WHMCS lists them, default first. */
async function methodsInWhmcs(clientId: number): Promise<WhmcsPayMethodRow[]> {
  const reply = (await whmcs('GetPayMethods', {
    clientid: String(clientId),
  })) as { paymethods: WhmcsPayMethodRow[] };
  return reply.paymethods;
}

let added = 0;

/** Stores one more card for the client, as its owner would on WHMCS's page. */
async function addCard(clientId: number, lastFour = '1111'): Promise<number> {
  const reply = (await whmcs('AddPayMethod', {
    clientid: String(clientId),
    type: 'RemoteCreditCard',
    gateway_module_name: 'stripe',
    card_number: `400000000000${lastFour}`,
    card_expiry: '1235',
  })) as { paymethodid: number };
  added += 1;
  return reply.paymethodid;
}

async function autoPayInWhmcs(clientId: number): Promise<boolean> {
  const reply = (await whmcs('GetClientsDetails', {
    clientid: String(clientId),
  })) as { client: { disableautocc: boolean } };
  return !reply.client.disableautocc;
}

async function payMethodsOf(browser: TestBrowser): Promise<PayMethodsResponse> {
  const response = await browser.get(`${API}/payMethods`);
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return payMethodsResponseSchema.parse(response.body);
}

describe('payMethods', () => {
  it('lists the client’s methods default first, with expiry states and never a token', async () => {
    const answer = await payMethodsOf(suite.demo);
    const inWhmcs = await methodsInWhmcs(1);
    expect(answer.methods.map((method) => method.id)).toEqual(
      inWhmcs.map((method) => method.id),
    );
    expect(answer.methods[0]?.isDefault).toBe(true);
    expect(answer.methods.filter((method) => method.isDefault)).toHaveLength(1);
    const mastercard = answer.methods.find((m) => m.lastFour === '5454');
    expect(mastercard).toMatchObject({
      kind: 'card',
      cardType: 'MasterCard',
      expiryState: 'expiring',
    });
    const bank = answer.methods.find((m) => m.kind === 'bank');
    expect(bank).toMatchObject({
      bankName: 'Demo Savings Bank',
      expiry: null,
      expiryState: null,
      cardType: null,
    });
    expect(JSON.stringify(answer)).not.toContain('pm_Demo');
    expect(answer.autoPay).toBe(await autoPayInWhmcs(1));
    // The other customer sees only their own card.
    const other = await payMethodsOf(suite.other);
    expect(other.methods.map((m) => m.lastFour)).toEqual(['1881']);
  });
});

describe('setDefaultPayMethod', () => {
  it('makes the chosen method the first in WHMCS and answers the new list', async () => {
    const id = await addCard(1, '2222');
    const response = await suite.demo.post(`${API}/setDefaultPayMethod`, {
      paymethodid: id,
    });
    expect(response.status, response.text).toBe(200);
    const answer = payMethodsResponseSchema.parse(response.body);
    expect(answer.methods[0]).toMatchObject({ id, isDefault: true });
    expect((await methodsInWhmcs(1))[0]?.id).toBe(id);
    await whmcs('DeletePayMethod', { clientid: '1', paymethodid: String(id) });
  });

  it('refuses another client’s method with 404 and changes nothing', async () => {
    const [theirs] = await methodsInWhmcs(2);
    const mine = (await methodsInWhmcs(1)).map((m) => m.id);
    expectError(
      await suite.demo.post(`${API}/setDefaultPayMethod`, {
        paymethodid: theirs?.id ?? 0,
      }),
      404,
      'NOT_FOUND',
    );
    expect((await methodsInWhmcs(1)).map((m) => m.id)).toEqual(mine);
    expect((await methodsInWhmcs(2))[0]?.id).toBe(theirs?.id);
  });
});

describe('removePayMethod', () => {
  it('deletes the method in WHMCS and answers the list without it', async () => {
    const id = await addCard(1, '3333');
    const response = await suite.demo.post(`${API}/removePayMethod`, {
      paymethodid: id,
    });
    expect(response.status, response.text).toBe(200);
    const answer = payMethodsResponseSchema.parse(response.body);
    expect(answer.methods.map((m) => m.id)).not.toContain(id);
    expect((await methodsInWhmcs(1)).map((m) => m.id)).not.toContain(id);
    // Removed already: the method is no longer the client's.
    expectError(
      await suite.demo.post(`${API}/removePayMethod`, { paymethodid: id }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses another client’s method with 404 and deletes nothing', async () => {
    const theirs = await methodsInWhmcs(2);
    expectError(
      await suite.demo.post(`${API}/removePayMethod`, {
        paymethodid: theirs[0]?.id ?? 0,
      }),
      404,
      'NOT_FOUND',
    );
    expect(await methodsInWhmcs(2)).toEqual(theirs);
  });

  it('reads a lost answer back on the retry and deletes once', async () => {
    const id = await addCard(1, '4444');
    const upstream = await startRewritingUpstream(suite.server.emulator);
    try {
      let lost = 0;
      let sent = 0;
      upstream.setRule((form) => {
        if (form.get('action') !== 'DeletePayMethod') return null;
        sent += 1;
        return lost++ === 0 ? { loseAnswer: true } : null;
      });
      const headers = { 'idempotency-key': `remove-${randomUUID()}` };
      const path = `${API}/removePayMethod`;
      const body = { paymethodid: id };
      const failed = await upstream.browser.request('POST', path, {
        body,
        headers,
      });
      expectError(failed, 502, 'WHMCS_UNAVAILABLE');
      expect((await methodsInWhmcs(1)).map((m) => m.id)).not.toContain(id);
      const retried = await upstream.browser.request('POST', path, {
        body,
        headers,
      });
      expect(retried.status, retried.text).toBe(200);
      expect(
        payMethodsResponseSchema.parse(retried.body).methods.map((m) => m.id),
      ).not.toContain(id);
      expect(sent).toBe(1);
    } finally {
      await upstream.close();
    }
  });
});

describe('autoPay', () => {
  it('switches automatic charging off and on in WHMCS, read back', async () => {
    const off = await suite.demo.post(`${API}/autoPay`, { enabled: false });
    expect(off.status, off.text).toBe(200);
    expect(payMethodsResponseSchema.parse(off.body).autoPay).toBe(false);
    expect(await autoPayInWhmcs(1)).toBe(false);
    expect((await payMethodsOf(suite.demo)).autoPay).toBe(false);
    expect(await autoPayInWhmcs(2)).toBe(true);
    const on = await suite.demo.post(`${API}/autoPay`, { enabled: true });
    expect(payMethodsResponseSchema.parse(on.body).autoPay).toBe(true);
    expect(await autoPayInWhmcs(1)).toBe(true);
  });
});

describe('addPayMethodLink', () => {
  it('answers a sign-on link that lands on WHMCS’s Add Payment Method page', async () => {
    const response = await suite.demo.post(`${API}/addPayMethodLink`, {});
    expect(response.status, response.text).toBe(200);
    const { link } = handOffLinkResponseSchema.parse(response.body);
    const redeem = await fetch(link, { redirect: 'manual' });
    expect(redeem.status).toBe(302);
    const cookie = redeem.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const page = new URL(
      redeem.headers.get('location') ?? '',
      suite.server.emulator.url,
    );
    expect(`${page.pathname}${page.search}`).toBe(
      '/index.php?rp=/account/paymentmethods/add',
    );
    const html = await (await fetch(page, { headers: { cookie } })).text();
    expect(html).toContain('Add Payment Method');
  });
});

describe('allData', () => {
  it('names the expiring card, and is whole without it when WHMCS cannot list them', async () => {
    const response = await suite.demo.post(`${API}/allData`, {});
    expect(response.status).toBe(200);
    const data = allDataResponseSchema.parse(response.body);
    expect(data.expiringPayMethods?.map((m) => m.lastFour)).toEqual(['5454']);
    // Expiring on the seed day; the tests before moved the clock on.
    expect(['expiring', 'expired']).toContain(
      data.expiringPayMethods?.[0]?.expiryState,
    );

    // A write drops the cached dashboard; then GetPayMethods fails.
    await suite.demo.post(`${API}/autoPay`, { enabled: true });
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['GetPayMethods'],
    });
    const without = await suite.demo.post(`${API}/allData`, {});
    expect(without.status).toBe(200);
    const partial = allDataResponseSchema.parse(without.body);
    expect(partial.expiringPayMethods).toBeUndefined();
    expect(partial.subscriptionsData.activeSubs.length).toBeGreaterThan(0);
  });
});

describeEndpointBehaviour(suite, {
  endpoint: 'payMethods',
  valid: () => ({}),
  fault: {
    actions: ['GetPayMethods'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});

describeEndpointBehaviour(suite, {
  endpoint: 'setDefaultPayMethod',
  valid: async () => ({ paymethodid: (await methodsInWhmcs(1))[1]?.id ?? 0 }),
  invalid: { input: { paymethodid: 'x' }, path: 'paymethodid' },
  otherClient: {
    input: async () => ({ paymethodid: (await methodsInWhmcs(2))[0]?.id ?? 0 }),
    missing: { paymethodid: 999_999 },
  },
  fault: {
    actions: ['UpdatePayMethod'],
    errorKind: 'whmcs',
    status: 422,
    code: 'WHMCS_REJECTED',
  },
});

describeEndpointBehaviour(suite, {
  endpoint: 'removePayMethod',
  valid: async () => ({ paymethodid: await addCard(1) }),
  invalid: { input: { paymethodid: 0 }, path: 'paymethodid' },
  otherClient: {
    input: async () => ({ paymethodid: (await methodsInWhmcs(2))[0]?.id ?? 0 }),
    missing: { paymethodid: 999_999 },
  },
  fault: {
    actions: ['DeletePayMethod'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
  writes: async () => added - (await methodsInWhmcs(1)).length,
});

describeEndpointBehaviour(suite, {
  endpoint: 'autoPay',
  valid: () => ({ enabled: true }),
  invalid: { input: { enabled: 'yes' }, path: 'enabled' },
  fault: {
    actions: ['UpdateClient'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});

describeEndpointBehaviour(suite, {
  endpoint: 'addPayMethodLink',
  valid: () => ({}),
  fault: {
    actions: ['CreateSsoToken'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});
