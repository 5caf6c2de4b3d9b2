import { errorEnvelopeSchema } from '@members/contract';
import { DEMO_CREDENTIALS } from '@members/whmcs-emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { activityLog } from '../../../test/emulator-api.js';
import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer } from '../../../test/start-test-server.js';
import type { TestServer } from '../../../test/start-test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

function activity(clientid: number): Promise<string[]> {
  return activityLog(server.emulator.url, clientid);
}

describe('sendAlert', () => {
  it('logs the visit in WHMCS for the named client', async () => {
    const response = await new TestBrowser(server.url).post(
      '/dashboard/api/sendAlert',
      {
        identifier: DEMO_CREDENTIALS.identifier,
        email: 'demo@example.com',
        userid: 1,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ error: false });
    expect((await activity(1))[0]).toMatch(
      /^Members area opened from an e-mail link/,
    );
  });

  it('refuses a wrong identifier or a client that does not match, and logs nothing', async () => {
    const before = (await activity(2)).length;
    for (const body of [
      { identifier: 'guess', email: 'other@example.com', userid: 2 },
      {
        identifier: DEMO_CREDENTIALS.identifier,
        email: 'demo@example.com',
        userid: 2,
      },
      {
        identifier: DEMO_CREDENTIALS.identifier,
        email: 'x@example.com',
        userid: 99_999,
      },
    ]) {
      const response = await new TestBrowser(server.url).post(
        '/dashboard/api/sendAlert',
        body,
      );
      expect(response.status).toBe(403);
      expect(errorEnvelopeSchema.parse(response.body).code).toBe('FORBIDDEN');
    }
    expect((await activity(2)).length).toBe(before);
  });

  it('is rate-limited per address', async () => {
    const browser = new TestBrowser(server.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      statuses.push(
        (
          await browser.post('/dashboard/api/sendAlert', {
            identifier: 'guess',
            email: 'other@example.com',
            userid: 2,
          })
        ).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('what sendAlert shares with every endpoint', () => {
  let visitor: TestBrowser | undefined;
  beforeEach(() => {
    // Each test starts after the previous one's per-hour limits.
    server.clock.advance(2 * 60 * 60 * 1000);
    visitor = new TestBrowser(server.url);
  });
  const started = {
    get server() {
      return server;
    },
    get demo() {
      if (!visitor) {
        throw new Error('the visitor is not there yet');
      }
      return visitor;
    },
  };

  describeEndpointBehaviour(started, {
    endpoint: 'sendAlert',
    valid: () => ({
      identifier: DEMO_CREDENTIALS.identifier,
      email: 'demo@example.com',
      userid: 1,
    }),
    invalid: {
      input: {
        identifier: DEMO_CREDENTIALS.identifier,
        email: 'demo@example.com',
        userid: 'one',
      },
      path: 'userid',
    },
    fault: {
      actions: ['GetClientsDetails'],
      errorKind: 'http',
      status: 502,
      code: 'WHMCS_UNAVAILABLE',
    },
  });
});
