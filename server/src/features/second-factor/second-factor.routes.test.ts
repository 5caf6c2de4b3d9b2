import { randomUUID } from 'node:crypto';

import {
  recoveryCodesResponseSchema,
  securityResponseSchema,
  totpSetupResponseSchema,
} from '@members/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { callEmulator, ticketCount } from '../../../test/emulator-api.js';
import {
  callEndpoint,
  describeEndpointBehaviour,
} from '../../../test/endpoint-behaviour.js';
import { expectError, expectRefused } from '../../../test/expect-error.js';
import { TestBrowser } from '../../../test/http-client.js';
import { DEMO, signedInBrowser } from '../../../test/sign-in.js';
import { startTestServer } from '../../../test/start-test-server.js';
import type { TestServer } from '../../../test/start-test-server.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/time.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  // Every test starts after the previous one's limits of the day.
  server.clock.advance(DAY_MS + HOUR_MS);
});

/** The app's code one step (30 s) on by the server's clock: each works once. */
function nextCode(secret: string): Promise<string> {
  server.clock.advance(30_000);
  return generate({ secret, epoch: Math.floor(server.clock.now() / 1000) });
}

const post = (browser: TestBrowser, path: string, body: unknown = {}) =>
  browser.post(`/dashboard/api/${path}`, body);

/** Starts the set-up and turns the app on; answers its secret and recovery codes. */
async function turnOn(
  browser: TestBrowser,
): Promise<{ secret: string; codes: string[] }> {
  const setup = await post(browser, 'totpSetup');
  expect(setup.status, setup.text).toBe(200);
  const { secret } = totpSetupResponseSchema.parse(setup.body);
  const enabled = await post(browser, 'totpEnable', {
    code: await nextCode(secret),
  });
  expect(enabled.status, enabled.text).toBe(200);
  return {
    secret,
    codes: recoveryCodesResponseSchema.parse(enabled.body).recoveryCodes,
  };
}

/** A new browser signed in with the password and, when asked, the app's code. */
async function signIn(secret: string | null): Promise<TestBrowser> {
  server.clock.advance(11_000);
  const browser = new TestBrowser(server.url);
  const first = await browser.post('/api/auth', DEMO);
  if (secret === null) {
    expect(first.status, first.text).toBe(200);
    return browser;
  }
  expectError(first, 401, 'SECOND_FACTOR_REQUIRED');
  const done = await post(browser, 'secondFactor', {
    code: await nextCode(secret),
  });
  expect(done.status, done.text).toBe(200);
  return browser;
}

/** The demo client's security field as WHMCS holds it (the whole reply, as text). */
async function whmcsClientText(): Promise<string> {
  return JSON.stringify(
    await callEmulator(server.emulator.url, 'GetClientsDetails', {
      clientid: '1',
    }),
  );
}

async function macOf(serviceId: number): Promise<string | undefined> {
  const body = (await callEmulator(server.emulator.url, 'GetClientsProducts', {
    serviceid: String(serviceId),
  })) as {
    products: {
      product: {
        customfields: { customfield: { name: string; value: string }[] };
      }[];
    };
  };
  return body.products.product[0]?.customfields.customfield.find(
    (field) => field.name === 'MAC Address',
  )?.value;
}

describe('the authenticator app', () => {
  it('is set up with a secret and a URI naming the provider and the customer, turned on by its first code with ten recovery codes, and off again', async () => {
    const { browser } = await signedInBrowser(server, DEMO);
    const setup = await post(browser, 'totpSetup');
    expect(setup.status, setup.text).toBe(200);
    const { secret, uri, expiresIn } = totpSetupResponseSchema.parse(
      setup.body,
    );
    expect(expiresIn).toBe(600);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/StreamMax:demo%40example\.com\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=StreamMax');

    await expectRefused(
      async () => post(browser, 'totpSetup'),
      async () =>
        post(browser, 'totpEnable', { code: await nextCode(secret) }).then(
          (enabled) => {
            const answer = recoveryCodesResponseSchema.parse(enabled.body);
            expect(answer.totp.enabled).toBe(true);
            expect(answer.recoveryCodesLeft).toBe(10);
            expect(answer.checkedUntil).not.toBeNull();
            expect(new Set(answer.recoveryCodes).size).toBe(10);
            for (const code of answer.recoveryCodes) {
              expect(code).toMatch(
                /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/,
              );
            }
            return enabled;
          },
        ),
      409,
      'TOTP_ALREADY_ON',
    );
    // WHMCS holds the record sealed: neither the secret nor a code in clear.
    const stored = await whmcsClientText();
    expect(stored).toMatch(/"v1\.[A-Za-z0-9_-]+\./);
    expect(stored).not.toContain(secret);
    expectError(
      await new TestBrowser(server.url).post('/api/auth', DEMO),
      401,
      'SECOND_FACTOR_REQUIRED',
    );

    const off = await post(browser, 'totpDisable');
    expect(off.status, off.text).toBe(200);
    expect(securityResponseSchema.parse(off.body)).toMatchObject({
      totp: { enabled: false, since: null },
      recoveryCodesLeft: 0,
    });
    await signIn(null);
  });

  it('refuses a wrong first code and a set-up older than 10 minutes', async () => {
    const { browser } = await signedInBrowser(server, DEMO);
    const setup = await post(browser, 'totpSetup');
    const { secret } = totpSetupResponseSchema.parse(setup.body);
    expectError(
      await post(browser, 'totpEnable', { code: '000000' }),
      401,
      'SECOND_FACTOR_INVALID',
    );
    server.clock.advance(10 * MINUTE_MS);
    expectError(
      await post(browser, 'totpEnable', { code: await nextCode(secret) }),
      409,
      'SETUP_EXPIRED',
    );
    // Nothing was turned on: the password alone still signs in.
    await signIn(null);
  });

  it('renews the recovery codes: the old ones stop working, a repeated Idempotency-Key answers the same new ones', async () => {
    const { browser } = await signedInBrowser(server, DEMO);
    const { codes: old } = await turnOn(browser);
    const headers = { 'idempotency-key': `renew-${randomUUID()}` };
    const renew = () =>
      browser.request('POST', '/dashboard/api/renewRecoveryCodes', {
        body: {},
        headers,
      });
    const first = await renew();
    const second = await renew();
    expect(first.status, first.text).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const { recoveryCodes, recoveryCodesLeft } =
      recoveryCodesResponseSchema.parse(first.body);
    expect(recoveryCodesLeft).toBe(10);
    expect(recoveryCodes.filter((code) => old.includes(code))).toEqual([]);

    const pending = async () => {
      server.clock.advance(11_000);
      const who = new TestBrowser(server.url);
      expectError(
        await who.post('/api/auth', DEMO),
        401,
        'SECOND_FACTOR_REQUIRED',
      );
      return who;
    };
    const control = await pending();
    const refused = await pending();
    await expectRefused(
      () => post(refused, 'secondFactor', { code: old[1] }),
      () => post(control, 'secondFactor', { code: recoveryCodes[1] }),
      401,
      'SECOND_FACTOR_INVALID',
    );
    expect((await post(control, 'totpDisable')).status).toBe(200);
  });

  it('asks for a recent check before it is turned off or its codes renewed', async () => {
    const { browser } = await signedInBrowser(server, DEMO);
    const { secret } = await turnOn(browser);
    server.clock.advance(11 * MINUTE_MS);
    const fresh = await signIn(secret);
    await expectRefused(
      () => post(browser, 'renewRecoveryCodes'),
      () => post(fresh, 'renewRecoveryCodes'),
      403,
      'STEP_UP_REQUIRED',
    );
    expectError(await post(browser, 'totpDisable'), 403, 'STEP_UP_REQUIRED');
    expect((await post(fresh, 'totpDisable')).status).toBe(200);
    expectError(await post(fresh, 'renewRecoveryCodes'), 404, 'NOT_FOUND');
  });
});

describe('step-up before a sensitive change', () => {
  it('asks a customer with the app for it 10 minutes after the last check (new e-mail, MAC, line password, payout), before anything is written', async () => {
    const { browser } = await signedInBrowser(server, DEMO);
    const { secret } = await turnOn(browser);
    const setMac = (who: TestBrowser, mac: string) =>
      callEndpoint(who, 'updateMacAddress', { serviceid: 102, mac });
    const control = await setMac(browser, '00:1A:79:5F:00:01');
    expect(control.status, control.text).toBe(200);

    server.clock.advance(11 * MINUTE_MS);
    expectError(
      await setMac(browser, '00:1A:79:5F:00:02'),
      403,
      'STEP_UP_REQUIRED',
    );
    expect(await macOf(102)).toBe('00:1A:79:5F:00:01');
    const before = await whmcsClientText();
    expectError(
      await callEndpoint(browser, 'changeEmail', {
        newEmail: 'stepped.up@example.com',
      }),
      403,
      'STEP_UP_REQUIRED',
    );
    expectError(
      await callEndpoint(browser, 'updatePassword', { serviceid: 102 }),
      403,
      'STEP_UP_REQUIRED',
    );
    const tickets = await ticketCount(server.emulator.url, 1);
    expectError(
      await callEndpoint(browser, 'withdrawal', {
        amount: 10,
        paymentmethod: 'paypal',
      }),
      403,
      'STEP_UP_REQUIRED',
    );
    expect(await ticketCount(server.emulator.url, 1)).toBe(tickets);
    const profile = await callEndpoint(browser, 'profile', {});
    expect(profile.body).toMatchObject({ pendingEmail: null });
    expect(await whmcsClientText()).toBe(before);

    // A new check (a sign-in with the app's code) opens the window again.
    const fresh = await signIn(secret);
    const again = await setMac(fresh, '00:1A:79:5F:00:02');
    expect(again.status, again.text).toBe(200);
    expect(await macOf(102)).toBe('00:1A:79:5F:00:02');
    expect((await post(fresh, 'totpDisable')).status).toBe(200);
  });

  it('asks nothing of a customer without a factor', async () => {
    const { browser } = await signedInBrowser(server, DEMO);
    server.clock.advance(11 * MINUTE_MS);
    const changed = await callEndpoint(browser, 'updateMacAddress', {
      serviceid: 102,
      mac: '00:1A:79:5F:00:03',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await macOf(102)).toBe('00:1A:79:5F:00:03');
  });

  it('never asks for it before the cancellation', async () => {
    const { browser } = await signedInBrowser(server, DEMO);
    const { secret } = await turnOn(browser);
    server.clock.advance(11 * MINUTE_MS);
    expectError(
      await callEndpoint(browser, 'updateMacAddress', {
        serviceid: 102,
        mac: '00:1A:79:5F:00:04',
      }),
      403,
      'STEP_UP_REQUIRED',
    );
    const cancelled = await callEndpoint(browser, 'cancelRequest', {
      kind: 'ordinary',
      endAt: 'endOfPeriod',
      name: 'Erika Mustermann',
      email: `kuendigung-${randomUUID().slice(0, 8)}@example.com`,
      locale: 'de-de',
      serviceid: 102,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await post(await signIn(secret), 'totpDisable')).status).toBe(200);
  });
});

describe('what every endpoint of the app does', () => {
  // Set-up and removal need a recent sign-in: each test signs in anew.
  let demo: TestBrowser;
  beforeEach(async () => {
    demo = (await signedInBrowser(server, DEMO)).browser;
  });
  const suite = {
    get server() {
      return server;
    },
    get demo() {
      return demo;
    },
  };
  const fault = {
    actions: ['GetClientsDetails'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  } as const;
  describeEndpointBehaviour(suite, {
    endpoint: 'totpSetup',
    valid: () => ({}),
    fault,
  });
  describeEndpointBehaviour(suite, {
    endpoint: 'totpDisable',
    valid: () => ({}),
    fault,
  });
});

describe('a server without SECURITY_FIELD', () => {
  it('offers no second factor and asks nobody for a step-up', async () => {
    const bare = await startTestServer({ env: { SECURITY_FIELD: '0' } });
    try {
      const { browser } = await signedInBrowser(bare, DEMO);
      expectError(
        await post(browser, 'totpSetup'),
        503,
        'SECURITY_UNAVAILABLE',
      );
      bare.clock.advance(11 * MINUTE_MS);
      const changed = await callEndpoint(browser, 'updateMacAddress', {
        serviceid: 102,
        mac: '00:1A:79:5F:00:05',
      });
      expect(changed.status, changed.text).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
