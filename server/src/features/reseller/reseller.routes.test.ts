import {
  resellerProductResponseSchema,
  updateRedirectUrlResponseSchema,
} from '@members/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { callEmulator } from '../../../test/emulator-api.js';
import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError, expectQuotaLeft } from '../../../test/expect-error.js';
import { TestBrowser } from '../../../test/http-client.js';
import { DEMO, OTHER, signInWithPassword } from '../../../test/sign-in.js';
import { startTestServer } from '../../../test/start-test-server.js';
import type { TestServer } from '../../../test/start-test-server.js';

let server: TestServer;
let demo: TestBrowser;
let other: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  other = new TestBrowser(server.url);
  await signInWithPassword(server, other, OTHER.email, OTHER.password);
});

beforeEach(async () => {
  // Each test starts a day later (the day's quota afresh), freshly signed in.
  server.clock.advance(25 * 60 * 60 * 1000);
  demo = new TestBrowser(server.url);
  await signInWithPassword(server, demo, DEMO.email, DEMO.password);
});

afterAll(async () => {
  await server.close();
});

function whmcs(action: string, params: Record<string, string>) {
  return callEmulator(server.emulator.url, action, params);
}

describe('update_redirect_url', () => {
  const put = (browser: TestBrowser, body: unknown) =>
    browser.request('PUT', '/dashboard/api/update_redirect_url', { body });

  it('stores the URL, logs the change and shows when it changed', async () => {
    const response = await put(demo, {
      redirect_url: 'https://shop.reseller.example/welcome?x=1',
    });
    expect(response.status).toBe(200);
    const { reseller } = updateRedirectUrlResponseSchema.parse(response.body);
    expect(reseller.redirect_url).toBe(
      'https://shop.reseller.example/welcome?x=1',
    );
    expect(reseller.updatedAt).not.toBeNull();
    const data = (await demo.post('/dashboard/api/allData', {})).body as {
      resellerData: { redirect_url: string };
    };
    expect(data.resellerData.redirect_url).toBe(
      'https://shop.reseller.example/welcome?x=1',
    );
    const client = (await whmcs('GetClientsDetails', { clientid: '1' }))
      .client as {
      customfields: { id: number; value: string }[];
    };
    expect(client.customfields.find((field) => field.id === 10)?.value).toBe(
      'https://shop.reseller.example/welcome?x=1',
    );
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example',
    'ftp://files.example.com',
    'https://user:pass@evil.example',
    'data:text/html,<script>alert(1)</script>',
    `https://example.com/${'a'.repeat(10_000)}`,
    'https://exa mple.com',
    '',
  ])('refuses %j and writes nothing', async (redirect_url) => {
    const before = await whmcs('GetClientsDetails', { clientid: '1' });
    const envelope = expectError(
      await put(demo, { redirect_url }),
      400,
      'VALIDATION',
    );
    expect(envelope.issues?.[0]?.path).toBe('redirect_url');
    expect(await whmcs('GetClientsDetails', { clientid: '1' })).toEqual(before);
  });

  it('writes nothing when WHMCS refuses the change, and it costs none of the day', async () => {
    const before = await whmcs('GetClientsDetails', { clientid: '1' });
    server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'whmcs',
      actions: ['UpdateClient'],
    });
    try {
      expectError(
        await put(demo, { redirect_url: 'https://refused.reseller.example/' }),
        422,
        'WHMCS_REJECTED',
      );
    } finally {
      server.emulator.resetFaults();
    }
    expect(await whmcs('GetClientsDetails', { clientid: '1' })).toEqual(before);
    await expectQuotaLeft(20, (change) =>
      put(demo, { redirect_url: `https://shop.reseller.example/${change}` }),
    );
  });

  it('refuses customers who are not resellers (403)', async () => {
    expectError(
      await put(other, { redirect_url: 'https://example.com' }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('resellerProduct', () => {
  it('answers the status of an own service', async () => {
    const response = await demo.post('/dashboard/api/resellerProduct', {
      serviceid: 101,
    });
    expect(resellerProductResponseSchema.parse(response.body)).toMatchObject({
      serviceid: 101,
      status: 'Active',
    });
    const pending = await demo.post('/dashboard/api/resellerProduct', {
      serviceid: 105,
    });
    expect((pending.body as { status: string }).status).toBe('Pending');
  });

  it("answers 404 for another client's service", async () => {
    expectError(
      await demo.post('/dashboard/api/resellerProduct', { serviceid: 201 }),
      404,
      'NOT_FOUND',
    );
  });
});

/** The test server and the demo browser of this file, once started. */
const started = {
  get server() {
    return server;
  },
  get demo() {
    return demo;
  },
};

/** A new URL for each change, so no two controls are the same write. */
let urlCount = 0;
function nextUrl(): string {
  urlCount += 1;
  return `https://shop.reseller.example/behaviour-${urlCount}`;
}

describeEndpointBehaviour(started, {
  endpoint: 'update_redirect_url',
  valid: () => ({ redirect_url: nextUrl() }),
  invalid: {
    input: { redirect_url: 'javascript:alert(1)' },
    path: 'redirect_url',
  },
  fault: {
    actions: ['UpdateClient'],
    errorKind: 'whmcs',
    status: 422,
    code: 'WHMCS_REJECTED',
  },
  writes: async () =>
    Number((await whmcs('GetActivityLog', { clientid: '1' })).totalresults),
});

describeEndpointBehaviour(started, {
  endpoint: 'resellerProduct',
  valid: () => ({ serviceid: 101 }),
  invalid: { input: { serviceid: '101' }, path: 'serviceid' },
  otherClient: { input: { serviceid: 201 }, missing: { serviceid: 999_999 } },
  fault: {
    actions: ['GetClientsProducts'],
    errorKind: 'whmcs',
    status: 422,
    code: 'WHMCS_REJECTED',
  },
});
