import { randomUUID } from 'node:crypto';

import {
  ENDPOINT_ROUTES,
  MAX_PASSKEYS,
  securityResponseSchema,
  sessionResponseSchema,
  stepUpResponseSchema,
} from '@members/contract';
import type { SecurityResponse } from '@members/contract';
import { DEMO_ACCOUNTS, FIELD_SECURITY } from '@members/whmcs-emulator';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { callEmulator } from '../../../test/emulator-api.js';
import { expectError, expectRefused } from '../../../test/expect-error.js';
import { TestBrowser } from '../../../test/http-client.js';
import type { TestResponse } from '../../../test/http-client.js';
import { DEMO, OTHER, signInWithPassword } from '../../../test/sign-in.js';
import { useTestServer } from '../../../test/signed-in-server.js';
import { startServerAgainst } from '../../../test/start-test-server.js';
import {
  addPasskey,
  registrationOptions,
  signInWithPasskey,
  stepUpWithPasskey,
  VirtualAuthenticator,
} from '../../../test/virtual-authenticator.js';
import { DAY_MS, MINUTE_MS } from '../../lib/time.js';

const suite = useTestServer();
const [, { clientId: OTHER_CLIENT }, , ODD, TRIAL] = DEMO_ACCOUNTS;
const PATH = {
  security: ENDPOINT_ROUTES.security.path,
  register: ENDPOINT_ROUTES.passkeyRegister.path,
  rename: ENDPOINT_ROUTES.renamePasskey.path,
  remove: ENDPOINT_ROUTES.removePasskey.path,
  stepUp: ENDPOINT_ROUTES.stepUp.path,
};

afterEach(() => {
  suite.server.clock.advance(DAY_MS);
});

function securityOf(response: TestResponse): SecurityResponse {
  expect(response.status, response.text).toBe(200);
  return securityResponseSchema.parse(response.body);
}

/** The client's security field as WHMCS keeps it. */
async function storedField(clientId: number): Promise<string> {
  const reply = (await callEmulator(
    suite.server.emulator.url,
    'GetClientsDetails',
    { clientid: String(clientId) },
  )) as { client?: { customfields?: { id: number; value: string }[] } };
  return (
    reply.client?.customfields?.find((field) => field.id === FIELD_SECURITY)
      ?.value ?? ''
  );
}

describe('passkeys on the security page', () => {
  it('adds, lists, renames and removes a passkey; removing asks for a check', async () => {
    const browser = await suite.signedIn(ODD);
    const authenticator = new VirtualAuthenticator();
    const before = securityOf(await browser.get(PATH.security));
    expect(before).toMatchObject({ available: true, passkeys: [] });
    expect(before.checkedUntil).not.toBeNull();

    const options = await registrationOptions(browser);
    // The relying party is PUBLIC_URL's site, under the provider's name.
    expect(options.rp).toEqual({
      id: 'members.test',
      name: suite.server.config.providerName,
    });
    expect(options.attestation).toBe('none');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    // The handle is opaque: 32 sealed bytes, nothing of the client in it.
    expect(options.user.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(options.user.id, 'base64url').length).toBe(32);

    const credential = authenticator.register(options);
    const added = securityOf(await browser.post(PATH.register, { credential }));
    expect(added.passkeys).toHaveLength(1);
    expect(added.passkeys[0]).toMatchObject({
      id: authenticator.latest.id,
      name: 'Firefox · Linux',
      lastUsedAt: null,
      synced: true,
    });
    // WHMCS holds it sealed: neither the credential nor the handle in clear.
    const field = await storedField(ODD.clientId);
    expect(field).toMatch(/^v1\./);
    expect(field).not.toContain(authenticator.latest.id);
    expect(field).not.toContain(options.user.id);
    // Listed as added.
    expect(securityOf(await browser.get(PATH.security)).passkeys).toEqual(
      added.passkeys,
    );

    const id = authenticator.latest.id;
    const renamed = securityOf(
      await browser.post(PATH.rename, { id, name: 'My laptop' }),
    );
    expect(renamed.passkeys.map((passkey) => passkey.name)).toEqual([
      'My laptop',
    ]);

    // With a passkey, the password session's check is no longer enough.
    expect(renamed.checkedUntil).toBeNull();
    await expectRefused(
      () => browser.post(PATH.remove, { id }),
      () => browser.get(PATH.security),
      403,
      'STEP_UP_REQUIRED',
    );
    expect((await stepUpWithPasskey(browser, authenticator)).status).toBe(200);
    // The handle is the record's from now on, and the authenticator is told
    // which passkey it has already.
    const next = await registrationOptions(browser);
    expect(next.user.id).toBe(options.user.id);
    expect(next.excludeCredentials?.map((item) => item.id)).toEqual([id]);
    const removed = securityOf(await browser.post(PATH.remove, { id }));
    expect(removed.passkeys).toEqual([]);
    expect(securityOf(await browser.get(PATH.security)).passkeys).toEqual([]);
    expectError(await browser.post(PATH.remove, { id }), 404, 'NOT_FOUND');
  });

  it('refuses the eleventh passkey with PASSKEY_LIMIT', async () => {
    const browser = await suite.signedIn(DEMO);
    const authenticator = new VirtualAuthenticator();
    expect((await addPasskey(browser, authenticator)).status).toBe(200);
    expect((await signInWithPasskey(browser, authenticator)).status).toBe(200);
    for (let count = 2; count < MAX_PASSKEYS; count += 1) {
      expect((await addPasskey(browser, authenticator)).status).toBe(200);
    }
    await expectRefused(
      () => browser.post(ENDPOINT_ROUTES.passkeyRegisterOptions.path),
      () => addPasskey(browser, authenticator),
      409,
      'PASSKEY_LIMIT',
    );
    const { passkeys } = securityOf(await browser.get(PATH.security));
    expect(passkeys).toHaveLength(MAX_PASSKEYS);
    // Default names stay apart.
    expect(new Set(passkeys.map((passkey) => passkey.name)).size).toBe(
      MAX_PASSKEYS,
    );
  });

  it('renames and removes only the customer’s own passkeys', async () => {
    const owner = await suite.signedIn(DEMO);
    const [own] = securityOf(await owner.get(PATH.security)).passkeys;
    expect(own).toBeDefined();
    const id = own?.id ?? '';
    const stranger = await suite.signedIn(OTHER);
    for (const path of [PATH.rename, PATH.remove]) {
      const unknown = expectError(
        await stranger.post(path, { id: 'AAAAAAAAAAAAAAAAAAAAAA', name: 'x' }),
        404,
        'NOT_FOUND',
      );
      const foreign = expectError(
        await stranger.post(path, { id, name: 'Mine now' }),
        404,
        'NOT_FOUND',
      );
      expect(foreign.message).toBe(unknown.message);
    }
    expect(securityOf(await owner.get(PATH.security)).passkeys[0]).toEqual(own);
  });

  it('asks a customer without a factor to sign in again after 10 minutes', async () => {
    const browser = await suite.signedIn(OTHER);
    await expectRefused(
      async () => {
        suite.server.clock.advance(11 * MINUTE_MS);
        return browser.post(ENDPOINT_ROUTES.passkeyRegisterOptions.path);
      },
      () => browser.post(ENDPOINT_ROUTES.passkeyRegisterOptions.path),
      403,
      'REAUTH_REQUIRED',
    );
  });

  it('refuses a new passkey made for another session’s options or origin', async () => {
    const browser = await suite.signedIn(OTHER);
    const elsewhere = await suite.signedIn(OTHER);
    const authenticator = new VirtualAuthenticator();
    const foreign = authenticator.register(
      await registrationOptions(elsewhere),
    );
    expectError(
      await browser.post(PATH.register, { credential: foreign }),
      422,
      'PASSKEY_INVALID',
    );
    const phished = authenticator.register(
      await registrationOptions(browser),
      'http://members.test.evil.example',
    );
    expectError(
      await browser.post(PATH.register, { credential: phished }),
      422,
      'PASSKEY_INVALID',
    );
    expect(securityOf(await browser.get(PATH.security)).passkeys).toEqual([]);
  });
});

describe('a repeated passkeyRegister', () => {
  it('gives the same answer for the same Idempotency-Key and stores the passkey once', async () => {
    const browser = await suite.signedIn(OTHER);
    const authenticator = new VirtualAuthenticator();
    const credential = authenticator.register(
      await registrationOptions(browser),
    );
    const headers = { 'idempotency-key': `passkey-${randomUUID()}` };
    const first = await browser.post(
      PATH.register,
      { credential, name: 'Phone' },
      { headers },
    );
    const field = await storedField(OTHER_CLIENT);
    const second = await browser.post(
      PATH.register,
      { credential, name: 'Phone' },
      { headers },
    );
    expect(securityOf(first).passkeys).toHaveLength(1);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    // Not written again: a new write would seal the record anew.
    expect(await storedField(OTHER_CLIENT)).toBe(field);
  });
});

describe('step-up', () => {
  /** The trial customer's passkey, added before these tests. */
  const trialKey = new VirtualAuthenticator();

  beforeAll(async () => {
    const browser = await suite.signedIn(TRIAL);
    expect((await addPasskey(browser, trialKey)).status).toBe(200);
  });

  it('with a passkey, starts a new 10-minute window', async () => {
    const browser = await suite.signedIn(TRIAL);
    // A password sign-in does not check the factor the customer has.
    expect(securityOf(await browser.get(PATH.security)).checkedUntil).toBe(
      null,
    );
    const stepped = await stepUpWithPasskey(browser, trialKey);
    expect(stepped.status, stepped.text).toBe(200);
    const { checkedUntil } = stepUpResponseSchema.parse(stepped.body);
    const window = Date.parse(checkedUntil) - suite.server.clock.now();
    expect(window).toBeGreaterThan(9 * MINUTE_MS);
    expect(window).toBeLessThanOrEqual(10 * MINUTE_MS);
    expect(securityOf(await browser.get(PATH.security)).checkedUntil).toBe(
      checkedUntil,
    );
  });

  it('refuses another customer’s passkey', async () => {
    const odd = await suite.signedIn(ODD);
    const oddKey = new VirtualAuthenticator();
    expect((await addPasskey(odd, oddKey)).status).toBe(200);
    const trial = await suite.signedIn(TRIAL);
    await expectRefused(
      () => stepUpWithPasskey(trial, oddKey),
      () => stepUpWithPasskey(trial, trialKey),
      401,
      'PASSKEY_REFUSED',
    );
    // Without its user handle too: the passkey must be the session's client's.
    await expectRefused(
      () => stepUpWithPasskey(trial, oddKey, { userHandle: null }),
      () => stepUpWithPasskey(trial, trialKey, { userHandle: null }),
      401,
      'PASSKEY_REFUSED',
    );
  });

  it('signs in on another instance (or after a restart) with a passkey added before', async () => {
    const second = await startServerAgainst(suite.server.emulator.url, {
      PANEL_URL: suite.server.emulator.url,
    });
    try {
      // The control: the instance that added it.
      expect(
        (await signInWithPasskey(new TestBrowser(suite.server.url), trialKey))
          .status,
      ).toBe(200);
      const browser = new TestBrowser(second.url);
      const signedIn = await signInWithPasskey(browser, trialKey);
      expect(signedIn.status, signedIn.text).toBe(200);
      expect(sessionResponseSchema.parse(signedIn.body).userid).toBe(
        TRIAL.clientId,
      );
      expect((await browser.get(ENDPOINT_ROUTES.me.path)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('a server without SECURITY_FIELD', () => {
  it('answers that passkeys are not available, with nothing set', async () => {
    const bare = await startServerAgainst(suite.server.emulator.url, {
      PANEL_URL: suite.server.emulator.url,
      SECURITY_FIELD: '0',
    });
    try {
      const browser = new TestBrowser(bare.url);
      await signInWithPassword(
        { ...bare, emulator: suite.server.emulator },
        browser,
        DEMO.email,
        DEMO.password,
      );
      expect(securityOf(await browser.get(PATH.security))).toMatchObject({
        available: false,
        passkeys: [],
        totp: { enabled: false, since: null },
        recoveryCodesLeft: 0,
      });
      expectError(
        await browser.post(ENDPOINT_ROUTES.passkeyRegisterOptions.path),
        503,
        'SECURITY_UNAVAILABLE',
      );
    } finally {
      await bare.close();
    }
  });
});
