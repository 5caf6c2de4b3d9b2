import { createHmac } from 'node:crypto';

import {
  PUSH_KINDS,
  pushKeyResponseSchema,
  pushPayloadSchema,
  pushPreferencesResponseSchema,
} from '@members/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectRefused } from '../../../test/expect-error.js';
import type { TestBrowser } from '../../../test/http-client.js';
import { startPushService } from '../../../test/push-endpoint.js';
import type {
  TestDevice,
  TestPushService,
} from '../../../test/push-endpoint.js';
import { DEMO, signedInBrowser } from '../../../test/sign-in.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';
import { webPush } from '../../lib/web-push.js';

const API = '/dashboard/api';
const HOOK = '/dashboard/hooks/whmcs-event';
const HOOK_SECRET = 'push-hook-test-secret-0123456789abcdef';
const SUBJECT = 'mailto:ops@streammax.example';
const VAPID = webPush().generateVAPIDKeys();

const env: Record<string, string> = {
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  VAPID_SUBJECT: SUBJECT,
  PUSH_HOOK_SECRET: HOOK_SECRET,
};

let pushService: TestPushService;
let demoDevice: TestDevice;
let otherDevice: TestDevice;

// Started before the server, which is told to allow it (PUSH_SERVICES).
beforeAll(async () => {
  pushService = await startPushService();
  env.PUSH_SERVICES = pushService.origin;
});

afterAll(async () => {
  await pushService.close();
});

const suite = useSignedInServer({ withOther: true, env });

function subscribe(
  browser: TestBrowser,
  device: TestDevice,
  kinds?: readonly string[],
) {
  return browser.post(`${API}/pushSubscribe`, {
    ...device,
    device: 'Firefox on Linux',
    ...(kinds ? { kinds } : {}),
  });
}

beforeAll(async () => {
  demoDevice = pushService.device();
  otherDevice = pushService.device();
  expect((await subscribe(suite.demo, demoDevice)).status).toBe(200);
  expect((await subscribe(suite.other, otherDevice)).status).toBe(200);
});

/** Signs a hook post as docs/whmcs-hooks/members-area-push.php does. */
function signedHook(
  body: string,
  timestamp = Math.floor(suite.server.clock.now() / 1000),
  secret = HOOK_SECRET,
) {
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return { timestamp, signature };
}

function postHook(
  body: string,
  { timestamp, signature }: { timestamp: number; signature: string },
) {
  return fetch(`${suite.server.url}${HOOK}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-members-timestamp': String(timestamp),
      'x-members-signature': signature,
    },
    body,
  }).then(async (response) => ({
    status: response.status,
    text: await response.text(),
  }));
}

/** A hook event with a unique body, so each post is a new one. */
let eventCount = 0;
function invoiceCreated(invoiceid = 1001): string {
  eventCount += 1;
  return JSON.stringify({ event: 'InvoiceCreated', invoiceid, n: eventCount });
}

function receivedAt(device: TestDevice) {
  const path = new URL(device.endpoint).pathname;
  return pushService.received.filter((entry) => entry.path === path);
}

async function devicesOf(clientId: number): Promise<string[]> {
  const devices = await suite.server.stores.pushSubscriptions.list(clientId);
  return devices.map((device) => device.endpoint).sort();
}

describeEndpointBehaviour(suite, {
  endpoint: 'pushPreferences',
  valid: () => ({ endpoint: demoDevice.endpoint }),
  invalid: { input: { endpoint: 'not-a-url' }, path: 'endpoint' },
  otherClient: {
    input: () => Promise.resolve({ endpoint: otherDevice.endpoint }),
    missing: { endpoint: 'https://fcm.googleapis.com/fcm/send/unknown' },
  },
});

describe('pushKey and a device’s opt-in', () => {
  it('answers the VAPID public key devices subscribe with', async () => {
    const response = await suite.demo.get(`${API}/pushKey`);
    expect(response.status).toBe(200);
    expect(pushKeyResponseSchema.parse(response.body).publicKey).toBe(
      VAPID.publicKey,
    );
  });

  it('opts a device in with every kind, sets its kinds, and opts it out', async () => {
    const device = pushService.device();
    const subscribed = await subscribe(suite.demo, device);
    expect(pushPreferencesResponseSchema.parse(subscribed.body).kinds).toEqual([
      ...PUSH_KINDS,
    ]);
    const set = await suite.demo.post(`${API}/pushPreferences`, {
      endpoint: device.endpoint,
      kinds: ['lineEnding', 'ticketReplied'],
    });
    expect(set.status).toBe(200);
    const read = await suite.demo.post(`${API}/pushPreferences`, {
      endpoint: device.endpoint,
    });
    expect(pushPreferencesResponseSchema.parse(read.body).kinds).toEqual([
      'lineEnding',
      'ticketReplied',
    ]);
    expect(await devicesOf(1)).toContain(device.endpoint);
    const out = await suite.demo.post(`${API}/pushUnsubscribe`, {
      endpoint: device.endpoint,
    });
    expect(out.status).toBe(200);
    expect(await devicesOf(1)).not.toContain(device.endpoint);
    expect(await devicesOf(1)).toContain(demoDevice.endpoint);
  });

  it('refuses a push service the settings do not name', async () => {
    const device = pushService.device();
    await expectRefused(
      () =>
        subscribe(suite.demo, {
          ...device,
          endpoint: 'https://push.attacker.example/push/1',
        }),
      () => subscribe(suite.demo, device),
      400,
      'VALIDATION',
    );
    expect(await devicesOf(1)).not.toContain(
      'https://push.attacker.example/push/1',
    );
  });

  it('removes a device’s subscription when it signs out, and no other', async () => {
    const { browser } = await signedInBrowser(suite.server, DEMO);
    const device = pushService.device();
    expect((await subscribe(browser, device)).status).toBe(200);
    expect(await devicesOf(1)).toContain(device.endpoint);
    expect((await browser.post(`${API}/logout`)).status).toBe(200);
    const left = await devicesOf(1);
    expect(left).not.toContain(device.endpoint);
    expect(left).toContain(demoDevice.endpoint);
  });
});

describe('the WHMCS hook: events become reminders', () => {
  it('sends an invoice reminder to the client’s devices that want it, encrypted, signed, in the device’s language', async () => {
    const { browser: german } = await signedInBrowser(suite.server, DEMO);
    german.cookies.set('browserLang', 'de-de');
    const germanDevice = pushService.device();
    const quietDevice = pushService.device();
    expect((await subscribe(german, germanDevice)).status).toBe(200);
    expect(
      (await subscribe(suite.demo, quietDevice, ['ticketReplied'])).status,
    ).toBe(200);
    const before = receivedAt(otherDevice).length;
    const body = invoiceCreated(1001);
    const response = await postHook(body, signedHook(body));
    expect(response.status, response.text).toBe(200);
    // Every device of the demo client that wants invoices, this one included.
    const wanting = (await suite.server.stores.pushSubscriptions.list(1))
      .filter((device) => device.kinds.includes('invoiceCreated'))
      .map((device) => device.endpoint);
    expect(wanting).toContain(germanDevice.endpoint);
    expect(wanting).not.toContain(quietDevice.endpoint);
    expect(JSON.parse(response.text)).toEqual({
      error: false,
      sent: wanting.length,
    });

    const [message] = receivedAt(germanDevice);
    expect(receivedAt(germanDevice)).toHaveLength(1);
    expect(pushPayloadSchema.parse(message?.payload)).toEqual({
      kind: 'invoiceCreated',
      title: 'Neue Rechnung',
      body: 'Rechnung Nr. 1001 ist zur Zahlung bereit.',
      url: '/dashboard/de-de/invoice?invoiceid=1001',
      icon: expect.stringMatching(/^\/dashboard\/.+\.png$/) as unknown,
    });
    const nowSeconds = suite.server.clock.now() / 1000;
    expect(message?.vapidKey).toBe(VAPID.publicKey);
    expect(message?.claims.aud).toBe(pushService.origin);
    expect(message?.claims.sub).toBe(SUBJECT);
    expect(message?.claims.exp).toBeGreaterThan(nowSeconds);
    expect(message?.claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 3600);
    expect(message?.ttl).toBe('86400');
    // The demo's English device got it too; the one that wants only
    // ticket replies and the other client's did not.
    expect(
      receivedAt(demoDevice).map(
        (entry) => pushPayloadSchema.parse(entry.payload).title,
      ),
    ).toContain('New invoice');
    expect(receivedAt(quietDevice)).toEqual([]);
    expect(receivedAt(otherDevice)).toHaveLength(before);
  });

  it('refuses a post signed with another key', async () => {
    const body = invoiceCreated();
    const control = invoiceCreated();
    await expectRefused(
      () => postHook(body, signedHook(body, undefined, `${HOOK_SECRET}x`)),
      () => postHook(control, signedHook(control)),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('refuses a post whose timestamp is more than five minutes old', async () => {
    const body = invoiceCreated();
    const control = invoiceCreated();
    const old = Math.floor(suite.server.clock.now() / 1000) - 301;
    await expectRefused(
      () => postHook(body, signedHook(body, old)),
      () => postHook(control, signedHook(control, old + 2)),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('refuses a post received before (a replay)', async () => {
    const body = invoiceCreated();
    const signed = signedHook(body);
    const before = receivedAt(demoDevice).length;
    await expectRefused(
      () => postHook(body, signed),
      () => postHook(body, signed),
      401,
      'UNAUTHENTICATED',
    );
    // The first post reminded once; the replay nothing more.
    expect(receivedAt(demoDevice)).toHaveLength(before + 1);
  });

  it('removes a subscription its push service says is gone (410)', async () => {
    const device = pushService.device();
    expect((await subscribe(suite.demo, device)).status).toBe(200);
    pushService.answer(device.endpoint, 410);
    const body = JSON.stringify({ event: 'TicketAdminReply', ticketid: 11 });
    const response = await postHook(body, signedHook(body));
    expect(response.status, response.text).toBe(200);
    expect(receivedAt(device)).toHaveLength(1);
    expect(
      pushPayloadSchema.parse(receivedAt(demoDevice).at(-1)?.payload),
    ).toMatchObject({
      kind: 'ticketReplied',
      body: 'There is a new reply to your ticket #482913.',
      url: '/dashboard/ticket?ticketid=11',
    });
    expect(await devicesOf(1)).not.toContain(device.endpoint);
    expect(await devicesOf(1)).toContain(demoDevice.endpoint);
  });
});
