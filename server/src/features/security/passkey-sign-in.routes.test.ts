import {
  ENDPOINT_ROUTES,
  securityResponseSchema,
  sessionResponseSchema,
} from '@members/contract';
import { DEMO_ACCOUNTS } from '@members/whmcs-emulator';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { callEmulator } from '../../../test/emulator-api.js';
import { expectRefused } from '../../../test/expect-error.js';
import { TestBrowser } from '../../../test/http-client.js';
import { DEMO, OTHER } from '../../../test/sign-in.js';
import { useTestServer } from '../../../test/signed-in-server.js';
import {
  addPasskey,
  assertionOptions,
  signInWithPasskey,
  VirtualAuthenticator,
} from '../../../test/virtual-authenticator.js';
import type { AssertionTweaks } from '../../../test/virtual-authenticator.js';
import { DAY_MS } from '../../lib/time.js';

const suite = useTestServer();
const [, , , , TRIAL] = DEMO_ACCOUNTS;
const { path: SIGN_IN } = ENDPOINT_ROUTES.passkeySignIn;

/** The demo customer's security key (it counts its uses). */
const demoKey = new VirtualAuthenticator({
  attachment: 'cross-platform',
  counts: true,
});
/** The other customer's synced passkey (its counter stays 0). */
const otherKey = new VirtualAuthenticator();

beforeAll(async () => {
  for (const [account, authenticator] of [
    [DEMO, demoKey],
    [OTHER, otherKey],
  ] as const) {
    const browser = await suite.signedIn(account);
    const added = await addPasskey(browser, authenticator);
    expect(added.status, added.text).toBe(200);
  }
});

// Refusals count against the address: each test starts with none.
afterEach(() => {
  suite.server.clock.advance(DAY_MS);
});

const fresh = () => new TestBrowser(suite.server.url);
const signIn = (
  authenticator: VirtualAuthenticator,
  tweaks?: AssertionTweaks,
) => signInWithPasskey(fresh(), authenticator, tweaks);
const demoPasskey = () => demoKey.latest;
const otherPasskey = () => otherKey.latest;

describe('passkey sign-in', () => {
  it('signs in without an e-mail, with a session like a password sign-in that counts as two factors', async () => {
    const browser = fresh();
    const response = await signInWithPasskey(browser, demoKey);
    expect(response.status, response.text).toBe(200);
    const session = sessionResponseSchema.parse(response.body);
    expect(session.userid).toBe(1);
    expect(session.user.userid).toBe(1);
    expect(browser.cookies.size).toBeGreaterThan(0);
    const me = await browser.get(ENDPOINT_ROUTES.me.path);
    expect(me.status).toBe(200);
    // The session starts checked: sensitive changes need no step-up.
    const security = securityResponseSchema.parse(
      (await browser.get(ENDPOINT_ROUTES.security.path)).body,
    );
    expect(security.checkedUntil).not.toBeNull();
    expect(security.passkeys[0]?.lastUsedAt).not.toBeNull();
    // The session is stored as a passkey sign-in with its factor checked now.
    const stored = await suite.server.stores.sessions.listByClient(1);
    const passkeySessions = stored.filter(
      (entry) => entry.record.method === 'passkey',
    );
    expect(passkeySessions).toHaveLength(1);
    expect(passkeySessions[0]?.record.factorAt).toBeDefined();
  });

  it('refuses a forged assertion (a signature of another key)', async () => {
    await expectRefused(
      () => signIn(demoKey, { forge: true }),
      () => signIn(demoKey),
      401,
      'PASSKEY_REFUSED',
    );
  });

  it('refuses an assertion made for another origin or another RP ID', async () => {
    await expectRefused(
      () => signIn(otherKey, { origin: 'http://members.test.evil.example' }),
      () => signIn(otherKey),
      401,
      'PASSKEY_REFUSED',
    );
    await expectRefused(
      () => signIn(otherKey, { rpId: 'evil.example' }),
      () => signIn(otherKey),
      401,
      'PASSKEY_REFUSED',
    );
  });

  it('refuses a replayed challenge: the same assertion twice', async () => {
    const browser = fresh();
    const credential = demoKey.assert(await assertionOptions(browser));
    await expectRefused(
      () => fresh().post(SIGN_IN, { credential }),
      () => browser.post(SIGN_IN, { credential }),
      401,
      'PASSKEY_REFUSED',
    );
  });

  it('refuses a challenge it never issued', async () => {
    const browser = fresh();
    const options = await assertionOptions(browser);
    await expectRefused(
      () =>
        browser.post(SIGN_IN, {
          credential: demoKey.assert({
            ...options,
            challenge: 'bm90LWlzc3VlZA',
          }),
        }),
      () => browser.post(SIGN_IN, { credential: demoKey.assert(options) }),
      401,
      'PASSKEY_REFUSED',
    );
  });

  it('refuses a counter that goes back or stands still', async () => {
    await expectRefused(
      () => signIn(demoKey, { counter: 1 }),
      () => signIn(demoKey),
      401,
      'PASSKEY_REFUSED',
    );
    await expectRefused(
      () => signIn(demoKey, { counter: demoPasskey().counter }),
      () => signIn(demoKey),
      401,
      'PASSKEY_REFUSED',
    );
  });

  it('refuses another client’s credential under a client’s handle, either way round', async () => {
    // The other's passkey, its own key signing, under the demo's handle.
    await expectRefused(
      () => signIn(otherKey, { userHandle: demoPasskey().userHandle }),
      () => signIn(otherKey),
      401,
      'PASSKEY_REFUSED',
    );
    // The demo's key signing, under its own handle, naming the other's credential.
    await expectRefused(
      () => signIn(demoKey, { credentialId: otherPasskey().id }),
      () => signIn(demoKey),
      401,
      'PASSKEY_REFUSED',
    );
    // The demo's passkey under the other's handle.
    await expectRefused(
      () => signIn(demoKey, { userHandle: otherPasskey().userHandle }),
      () => signIn(demoKey),
      401,
      'PASSKEY_REFUSED',
    );
  });

  it('refuses a missing or garbled user handle', async () => {
    const garbled = `${otherPasskey().userHandle.slice(0, -2)}AA`;
    for (const userHandle of [null, garbled, 'AAAA']) {
      await expectRefused(
        () => signIn(otherKey, { userHandle }),
        () => signIn(otherKey),
        401,
        'PASSKEY_REFUSED',
      );
    }
  });

  it('refuses a removed passkey', async () => {
    const authenticator = new VirtualAuthenticator();
    const owner = await suite.signedIn(DEMO);
    // The demo customer has a passkey: adding one asks for a check first.
    expect((await signInWithPasskey(owner, demoKey)).status).toBe(200);
    expect((await addPasskey(owner, authenticator)).status).toBe(200);
    const passkey = authenticator.latest;
    await expectRefused(
      async () => {
        const removed = await owner.post(ENDPOINT_ROUTES.removePasskey.path, {
          id: passkey.id,
        });
        expect(removed.status, removed.text).toBe(200);
        return signIn(authenticator);
      },
      () => signIn(authenticator),
      401,
      'PASSKEY_REFUSED',
    );
  });

  it('gives a closed client no session', async () => {
    const authenticator = new VirtualAuthenticator();
    const trial = await suite.signedIn(TRIAL);
    expect((await addPasskey(trial, authenticator)).status).toBe(200);
    await expectRefused(
      async () => {
        await callEmulator(suite.server.emulator.url, 'UpdateClient', {
          clientid: String(TRIAL.clientId),
          status: 'Closed',
        });
        return signIn(authenticator);
      },
      () => signIn(authenticator),
      401,
      'PASSKEY_REFUSED',
    );
  });

  it('limits refused assertions per address', async () => {
    await expectRefused(
      async () => {
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const refused = await signIn(otherKey, { forge: true });
          expect(refused.status).toBe(401);
        }
        return signIn(otherKey);
      },
      () => signIn(otherKey),
      429,
      'RATE_LIMITED',
    );
  });
});
