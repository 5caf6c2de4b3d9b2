import { endOtherSessionsResponseSchema } from '@members/contract';
import { DEMO_ACCOUNTS } from '@members/whmcs-emulator';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError } from '../../../test/expect-error.js';
import { TestBrowser } from '../../../test/http-client.js';
import {
  devicesOf,
  DEMO,
  FIREFOX,
  IPHONE,
  OTHER,
} from '../../../test/sign-in.js';
import { useTestServer } from '../../../test/signed-in-server.js';
import { SESSION_IDLE_MS } from '../../sessions/session-manager.js';

import { publicSessionId } from './sessions.service.js';

const API = '/dashboard/api';

const suite = useTestServer();

const [{ clientId: DEMO_CLIENT }, { clientId: OTHER_CLIENT }] = DEMO_ACCOUNTS;

describe('devices (sessions)', () => {
  it('lists the customer’s sessions with browser, system, address and times, this one marked', async () => {
    const laptop = await suite.signedIn(DEMO, FIREFOX);
    const phone = await suite.signedIn(DEMO, IPHONE);
    const list = await devicesOf(laptop);
    const current = list.filter((device) => device.current);
    expect(current).toHaveLength(1);
    expect(list[0]?.current).toBe(true);
    expect(current[0]).toMatchObject({
      browser: 'Firefox 133',
      os: 'Linux',
      ip: '127.0.0.1',
    });
    expect(Date.parse(current[0]?.createdAt ?? '')).not.toBeNaN();
    expect(Date.parse(current[0]?.lastSeenAt ?? '')).not.toBeNaN();
    const phoneView = await devicesOf(phone);
    const phoneSelf = phoneView.find((device) => device.current);
    expect(phoneSelf).toMatchObject({ browser: 'Safari 17', os: 'iOS 17' });
    expect(list.map((device) => device.id)).toContain(phoneSelf?.id);
    // Neither the token nor its stored hash is ever shown.
    const raw = (await laptop.get(`${API}/sessions`)).text;
    for (const [, value] of laptop.cookies) {
      expect(raw).not.toContain(value);
    }
    for (const { id } of await suite.server.stores.sessions.listByClient(1)) {
      expect(raw).not.toContain(id);
    }
  });

  it('shows only the customer’s own sessions', async () => {
    const demo = await suite.signedIn(DEMO);
    const other = await suite.signedIn(OTHER);
    const shownTo = async (browser: TestBrowser) =>
      (await devicesOf(browser)).map((device) => device.id).sort();
    const storedFor = async (clientId: number) =>
      (await suite.server.stores.sessions.listByClient(clientId))
        .map((session) => publicSessionId(session.id))
        .sort();
    const demoIds = await shownTo(demo);
    const otherIds = await shownTo(other);
    // Each sees exactly the sessions the store holds for them, and both
    // have some, so the other's were there to be left out.
    expect(demoIds).toEqual(await storedFor(DEMO_CLIENT));
    expect(otherIds).toEqual(await storedFor(OTHER_CLIENT));
    expect(demoIds.length).toBeGreaterThan(0);
    expect(otherIds.length).toBeGreaterThan(0);
    expect(demoIds.some((id) => otherIds.includes(id))).toBe(false);
  });

  it('ends one session: that device is signed out, this one is not', async () => {
    const laptop = await suite.signedIn(DEMO, FIREFOX);
    const phone = await suite.signedIn(DEMO, IPHONE);
    const phoneId = (await devicesOf(phone)).find((d) => d.current)?.id;
    const ended = await laptop.post(`${API}/endSession`, { id: phoneId });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ error: false });
    expectError(await phone.get(`${API}/me`), 401, 'UNAUTHENTICATED');
    expect((await laptop.get(`${API}/me`)).status).toBe(200);
    expect((await devicesOf(laptop)).map((d) => d.id)).not.toContain(phoneId);
    // Ending it again: it is gone.
    expectError(
      await laptop.post(`${API}/endSession`, { id: phoneId }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses another customer’s session id with 404 and leaves it alone', async () => {
    const demo = await suite.signedIn(DEMO);
    const other = await suite.signedIn(OTHER);
    const otherId = (await devicesOf(other)).find((d) => d.current)?.id;
    const unknown = await demo.post(`${API}/endSession`, {
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    const foreign = await demo.post(`${API}/endSession`, { id: otherId });
    expectError(foreign, 404, 'NOT_FOUND');
    // The same answer as for an id nobody has: nothing tells them apart.
    expect((foreign.body as { message: string }).message).toBe(
      (unknown.body as { message: string }).message,
    );
    expect((await other.get(`${API}/me`)).status).toBe(200);
  });

  it('refuses malformed ids (400) and calls without a session (401)', async () => {
    const demo = await suite.signedIn(DEMO);
    for (const id of ['', 'x', 'A'.repeat(64), 42, null]) {
      expectError(
        await demo.post(`${API}/endSession`, { id }),
        400,
        'VALIDATION',
      );
    }
    const anonymous = new TestBrowser(suite.server.url);
    expectError(await anonymous.get(`${API}/sessions`), 401, 'UNAUTHENTICATED');
    expectError(
      await anonymous.post(`${API}/endOtherSessions`),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('refuses a cross-site call to end sessions', async () => {
    const demo = await suite.signedIn(DEMO);
    const response = await demo.post(`${API}/endOtherSessions`, undefined, {
      crossSite: true,
    });
    expect(response.status).toBe(403);
  });

  it('ends all other sessions of the customer, and only theirs', async () => {
    const keep = await suite.signedIn(DEMO, FIREFOX);
    const phone = await suite.signedIn(DEMO, IPHONE);
    const tablet = await suite.signedIn(DEMO, IPHONE);
    const other = await suite.signedIn(OTHER);
    const response = await keep.post(`${API}/endOtherSessions`);
    expect(response.status).toBe(200);
    const answer = endOtherSessionsResponseSchema.parse(response.body);
    expect(answer.ended).toBeGreaterThanOrEqual(2);
    expectError(await phone.get(`${API}/me`), 401, 'UNAUTHENTICATED');
    expectError(await tablet.get(`${API}/me`), 401, 'UNAUTHENTICATED');
    expect((await keep.get(`${API}/me`)).status).toBe(200);
    expect((await other.get(`${API}/me`)).status).toBe(200);
    const left = await devicesOf(keep);
    expect(left).toHaveLength(1);
    expect(left[0]?.current).toBe(true);
  });

  it('ends a session not seen for 30 days, and keeps one in use', async () => {
    const idle = await suite.signedIn(OTHER, IPHONE);
    const busy = await suite.signedIn(OTHER, FIREFOX);
    const idleId = (await devicesOf(idle)).find((d) => d.current)?.id;
    expect(idleId).toBeDefined();
    expect((await devicesOf(busy)).map((d) => d.id)).toContain(idleId);
    suite.server.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await busy.get(`${API}/me`)).status).toBe(200);
    // Not listed once idle too long, before it is even touched again.
    suite.server.clock.advance(2 * 60_000);
    expect((await devicesOf(busy)).map((d) => d.id)).not.toContain(idleId);
    expectError(await idle.get(`${API}/me`), 401, 'UNAUTHENTICATED');
    expect((await busy.get(`${API}/me`)).status).toBe(200);
  });

  it('writes last seen at most once a minute', async () => {
    const browser = await suite.signedIn(DEMO);
    const first = (await devicesOf(browser)).find((d) => d.current);
    suite.server.clock.advance(30_000);
    const soon = (await devicesOf(browser)).find((d) => d.current);
    expect(soon?.lastSeenAt).toBe(first?.lastSeenAt);
    suite.server.clock.advance(31_000);
    const later = (await devicesOf(browser)).find((d) => d.current);
    expect(Date.parse(later?.lastSeenAt ?? '')).toBeGreaterThan(
      Date.parse(first?.lastSeenAt ?? ''),
    );
    expect(later?.createdAt).toBe(first?.createdAt);
  });
});

describe('what the sessions endpoints share', () => {
  let demo: TestBrowser | undefined;
  beforeAll(async () => {
    demo = await suite.signedIn(DEMO);
  });
  const started = {
    get server() {
      return suite.server;
    },
    get demo() {
      if (!demo) {
        throw new Error('the demo browser is not signed in yet');
      }
      return demo;
    },
  };

  /** The id of a new session of `account`, signed in on a phone. */
  async function newSessionId(account: typeof DEMO): Promise<string> {
    const phone = await suite.signedIn(account, IPHONE);
    const id = (await devicesOf(phone)).find((device) => device.current)?.id;
    if (!id) {
      throw new Error('the new session is not listed');
    }
    return id;
  }

  describeEndpointBehaviour(started, {
    endpoint: 'sessions',
    valid: () => ({}),
  });

  describeEndpointBehaviour(started, {
    endpoint: 'endSession',
    valid: async () => ({ id: await newSessionId(DEMO) }),
    invalid: { input: { id: 'not-a-session' }, path: 'id' },
    otherClient: {
      input: async () => ({ id: await newSessionId(OTHER) }),
      missing: { id: 'A'.repeat(22) },
    },
  });

  describeEndpointBehaviour(started, {
    endpoint: 'endOtherSessions',
    valid: () => ({}),
  });
});
