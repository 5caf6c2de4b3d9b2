import { errorEnvelopeSchema } from '@members/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TestBrowser } from '../../test/http-client.js';
import { startTestServer } from '../../test/start-test-server.js';
import type { TestServer } from '../../test/start-test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { API_REQUESTS_PER_MINUTE: '60' } });
});

afterAll(async () => {
  await server.close();
});

describe('the per-address limit of the whole API', () => {
  it('takes API_REQUESTS_PER_MINUTE requests a minute, without limit headers, then refuses with when to come back', async () => {
    const browser = new TestBrowser(server.url);
    const first = await browser.request('GET', '/dashboard/api/env');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBeNull();
    expect(first.headers.get('x-ratelimit-remaining')).toBeNull();

    const statuses: number[] = [];
    for (let request = 1; request < 60; request += 1) {
      statuses.push(
        (await browser.request('GET', '/dashboard/api/env')).status,
      );
    }
    expect(statuses.every((status) => status === 200)).toBe(true);

    const refused = await browser.request('GET', '/dashboard/api/env');
    expect(refused.status).toBe(429);
    expect(errorEnvelopeSchema.parse(refused.body).code).toBe('RATE_LIMITED');
    expect(refused.headers.get('x-ratelimit-limit')).toBe('60');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // What is not the API does not count and is not refused.
    expect((await browser.request('GET', '/healthz')).status).toBe(200);
  });

  it('refuses a setting below 60 or above 100 000 at start', async () => {
    await expect(
      startTestServer({ env: { API_REQUESTS_PER_MINUTE: '59' } }),
    ).rejects.toThrow(/API_REQUESTS_PER_MINUTE/);
  });
});
