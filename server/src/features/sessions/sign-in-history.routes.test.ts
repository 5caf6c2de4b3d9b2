import { signInHistoryResponseSchema } from '@members/contract';
import type { SignInEntry } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { TestBrowser } from '../../../test/http-client.js';
import {
  DEMO,
  FIREFOX,
  IPHONE,
  isNewDeviceMail,
  OTHER,
  readOutbox,
  signInWithPassword,
  waitForMail,
} from '../../../test/sign-in.js';
import type { OutboxEntry } from '../../../test/sign-in.js';
import { useTestServer } from '../../../test/signed-in-server.js';
import { StoreUnavailableError } from '../../lib/app-error.js';
import { SIGN_IN_HISTORY_KEPT } from '../../stores/types.js';

const API = '/dashboard/api';

const TRIAL = { email: 'trial@example.com', password: 'trial-password-1' };

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const EDGE_WINDOWS = `${CHROME_WINDOWS} Edg/131.0.0.0`;

const suite = useTestServer();

/** The sign-in history as `browser`'s customer sees it. */
async function historyOf(browser: TestBrowser): Promise<SignInEntry[]> {
  const response = await browser.get(`${API}/signInHistory`);
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return signInHistoryResponseSchema.parse(response.body).signIns;
}

/** The new-device mails to `to` in the outbox. */
async function newDeviceMails(
  browser: TestBrowser,
  to: string,
): Promise<OutboxEntry[]> {
  return (await readOutbox(browser)).filter(
    (mail) => mail.to === to && isNewDeviceMail(mail),
  );
}

describe('sign-in history', () => {
  it('lists the sign-ins of two browsers newest first, with method, device and masked address', async () => {
    const laptop = await suite.signedIn(OTHER, FIREFOX);
    const phone = await suite.signedIn(OTHER, IPHONE);
    const history = await historyOf(laptop);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      method: 'password',
      secondFactor: null,
      browser: 'Safari 17',
      os: 'iOS 17',
      ip: '127.0.0.x',
      newDevice: true,
    });
    expect(history[1]).toMatchObject({
      method: 'password',
      browser: 'Firefox 133',
      os: 'Linux',
      ip: '127.0.0.x',
      newDevice: true,
    });
    const [newest, older] = history.map((entry) => Date.parse(entry.at));
    expect(newest).toBeGreaterThan(older ?? Infinity);
    // The full address is never shown.
    expect(JSON.stringify(await historyOf(phone))).not.toContain('127.0.0.1');
  });

  it('mails a sign-in from a new device, not one from a device seen before', async () => {
    const email = DEMO.email;
    const reader = new TestBrowser(suite.server.url);
    const start = (await readOutbox(reader)).length;
    const first = await suite.signedIn(DEMO, FIREFOX);
    expect(
      (await waitForMail(reader, email, start, { newDevice: true })).text,
    ).toContain('Firefox 133, Linux');
    const before = (await readOutbox(reader)).length;
    await suite.signedIn(DEMO, IPHONE);
    const mail = await waitForMail(reader, email, before, { newDevice: true });
    expect(mail.subject).toMatch(/^New sign-in to your .+ account$/);
    for (const fact of ['Password', 'Safari 17, iOS 17', '127.0.0.x']) {
      expect(mail.text).toContain(fact);
    }
    expect(mail.text).not.toContain('127.0.0.1');
    expect(mail.text).toContain('end the session under Devices');
    expect(mail.text).toContain(
      `${suite.server.config.publicUrl}/dashboard/security`,
    );

    // The same browser again (its device cookie goes with it): no mail.
    const mailsBefore = (await newDeviceMails(reader, email)).length;
    await signInWithPassword(suite.server, first, DEMO.email, DEMO.password);
    expect((await historyOf(first))[0]).toMatchObject({
      browser: 'Firefox 133',
      newDevice: false,
    });
    // A new browser after it does get one: by then the repeat's would be there.
    const count = (await readOutbox(reader)).length;
    await suite.signedIn(DEMO, CHROME_WINDOWS);
    const thirdMail = await waitForMail(reader, email, count, {
      newDevice: true,
    });
    expect(thirdMail.text).toContain('Chrome 131, Windows');
    const mails = await newDeviceMails(reader, email);
    expect(mails).toHaveLength(mailsBefore + 1);
    // Only the first sign-in of the laptop was mailed.
    expect(
      mails.filter((entry) => entry.text.includes('Firefox 133')),
    ).toHaveLength(1);
  });

  it('gives a browser a long-lived device cookie at its first sign-in, and only then', async () => {
    const browser = new TestBrowser(suite.server.url);
    const signIn = async () => {
      suite.server.clock.advance(11_000);
      const response = await browser.post('/api/auth', {
        email: OTHER.email,
        password: OTHER.password,
      });
      expect(response.status, response.text).toBe(200);
      return response.headers
        .getSetCookie()
        .filter((cookie) => cookie.startsWith('device='));
    };
    const [first, ...more] = await signIn();
    expect(more).toEqual([]);
    expect(first).toMatch(/^device=[\w-]{43};/);
    const attributes = (first ?? '').split('; ').slice(1).sort();
    // Plain http in tests: Secure only where the session cookie has it.
    expect(attributes).toEqual([
      'HttpOnly',
      `Max-Age=${400 * 24 * 60 * 60}`,
      'Path=/',
      'SameSite=Lax',
    ]);
    expect(await signIn()).toEqual([]);
    expect(browser.cookies.get('device')).toBe(
      /^device=([^;]+)/.exec(first ?? '')?.[1],
    );
  });

  it(`keeps the newest ${SIGN_IN_HISTORY_KEPT} sign-ins`, async () => {
    const browser = await suite.signedIn(TRIAL);
    for (let index = 1; index <= SIGN_IN_HISTORY_KEPT; index += 1) {
      await signInWithPassword(
        suite.server,
        browser,
        TRIAL.email,
        TRIAL.password,
      );
    }
    const history = await historyOf(browser);
    expect(history).toHaveLength(SIGN_IN_HISTORY_KEPT);
    // Newest first, and the first (the only new device) is the one let go.
    const times = history.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(history.every((entry) => !entry.newDevice)).toBe(true);
    const stored = await suite.server.stores.signInHistory.list(5);
    expect(stored).toHaveLength(SIGN_IN_HISTORY_KEPT);
  });

  it('never shows another client’s sign-ins', async () => {
    const demo = await suite.signedIn(DEMO, IPHONE);
    const other = await suite.signedIn(OTHER, EDGE_WINDOWS);
    const demoHistory = await historyOf(demo);
    const otherHistory = await historyOf(other);
    // Each sees exactly what the store holds for them, and both have some.
    const shown = (entries: SignInEntry[]) => entries.map((entry) => entry.at);
    const stored = async (clientId: number) =>
      (await suite.server.stores.signInHistory.list(clientId)).map((entry) =>
        new Date(entry.at).toISOString(),
      );
    expect(shown(demoHistory)).toEqual(await stored(1));
    expect(shown(otherHistory)).toEqual(await stored(2));
    expect(demoHistory.length).toBeGreaterThan(0);
    expect(otherHistory[0]?.browser).toBe('Edge 131');
    expect(demoHistory.some((entry) => entry.browser === 'Edge 131')).toBe(
      false,
    );
  });
});

describe('a sign-in history that cannot be written', () => {
  it('never fails the sign-in: the session opens, the sign-in is just not listed', async () => {
    const control = await suite.signedIn(OTHER, FIREFOX);
    const listed = (await historyOf(control)).length;
    const history = suite.server.stores.signInHistory;
    const add = history.add.bind(history);
    history.add = () =>
      Promise.reject(new StoreUnavailableError(new Error('Redis is away')));
    try {
      const browser = await suite.signedIn(OTHER, IPHONE);
      expect((await browser.get(`${API}/me`)).status).toBe(200);
      expect(await historyOf(browser)).toHaveLength(listed);
    } finally {
      history.add = add;
    }
  });
});

describe('what the sign-in history endpoint shares', () => {
  let demo: TestBrowser | undefined;
  beforeAll(async () => {
    demo = await suite.signedIn(DEMO);
  });
  describeEndpointBehaviour(
    {
      get server() {
        return suite.server;
      },
      get demo() {
        if (!demo) {
          throw new Error('the demo browser is not signed in yet');
        }
        return demo;
      },
    },
    { endpoint: 'signInHistory', valid: () => ({}) },
  );
});
