import type { IncomingMessage } from 'node:http';

import { ENDPOINT_NAMES } from '@members/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';

import { expectError } from './expect-error.js';
import { TestBrowser } from './http-client.js';
import { DEMO, OTHER, readOutbox, waitForMail } from './sign-in.js';
import { useSignedInServer } from './signed-in-server.js';
import { startTestServer } from './start-test-server.js';

const suite = useSignedInServer({
  resetAfterEach: { faults: true, limits: true },
});

describe('CSRF', () => {
  it('refuses a cookie-authenticated change without the header', async () => {
    const response = await suite.demo.request(
      'POST',
      '/dashboard/api/allData',
      {
        body: {},
        headers: { origin: 'http://members.test' },
        crossSite: true,
      },
    );
    expectError(response, 403, 'CSRF');
  });

  it('refuses a change from another origin', async () => {
    const response = await suite.demo.post(
      '/dashboard/api/logout',
      {},
      {
        headers: { origin: 'https://evil.example' },
      },
    );
    expectError(response, 403, 'CSRF');
    const fetchSite = await suite.demo.post(
      '/dashboard/api/allData',
      {},
      {
        headers: { 'sec-fetch-site': 'cross-site' },
      },
    );
    expectError(fetchSite, 403, 'CSRF');
    expect((await suite.demo.post('/dashboard/api/allData', {})).status).toBe(
      200,
    );
  });

  it('refuses a cookie-authenticated change without Origin or Sec-Fetch-Site', async () => {
    const response = await suite.demo.request(
      'POST',
      '/dashboard/api/allData',
      {
        body: {},
        headers: { 'x-requested-with': 'members-area' },
        crossSite: true,
      },
    );
    expectError(response, 403, 'CSRF');
  });

  it('accepts Sec-Fetch-Site: same-origin and exempts bearer calls', async () => {
    const sameOrigin = await suite.demo.request(
      'POST',
      '/dashboard/api/allData',
      {
        body: {},
        headers: {
          'x-requested-with': 'members-area',
          'sec-fetch-site': 'same-origin',
        },
        crossSite: true,
      },
    );
    expect(sameOrigin.status).toBe(200);
    const api = new TestBrowser(suite.server.url);
    const bearer = await api.request('POST', '/dashboard/api/allData', {
      body: {},
      bearer: suite.token,
      crossSite: true,
    });
    expect(bearer.status).toBe(200);
  });

  it('refuses a sign-in posted by a foreign form', async () => {
    const form = await new TestBrowser(suite.server.url).request(
      'POST',
      '/api/auth',
      {
        raw: {
          contentType: 'application/x-www-form-urlencoded',
          data: 'email=demo%40example.com&password=demo-password-1',
        },
        crossSite: true,
      },
    );
    expect(form.status).toBe(403);
  });
});

describe('bad input', () => {
  const guest = () => new TestBrowser(suite.server.url);

  it('refuses malformed JSON', async () => {
    const response = await guest().request('POST', '/dashboard/api/sendCode', {
      raw: { contentType: 'application/json', data: '{"email": ' },
    });
    expectError(response, 400, 'VALIDATION');
  });

  it('refuses other content types with 415', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
    ]) {
      const response = await guest().request(
        'POST',
        '/dashboard/api/sendCode',
        {
          raw: { contentType, data: 'email=demo@example.com' },
        },
      );
      expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('refuses bodies over 64 KiB with 413', async () => {
    const response = await guest().post('/dashboard/api/sendCode', {
      email: 'demo@example.com',
      padding: 'x'.repeat(70 * 1024),
    });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses prototype pollution', async () => {
    const response = await guest().request('POST', '/dashboard/api/sendCode', {
      raw: {
        contentType: 'application/json',
        data: '{"email":"demo@example.com","__proto__":{"admin":true}}',
      },
    });
    expectError(response, 400, 'VALIDATION');
  });

  it('refuses wrong types without coercion and CR/LF in addresses', async () => {
    for (const body of [
      null,
      [],
      'demo@example.com',
      { email: true },
      { email: 'demo@example.com\nBcc: x@example.com' },
      { email: 'demo@example.com', locale: 'xx-xx' },
    ]) {
      const response = await guest().request(
        'POST',
        '/dashboard/api/sendCode',
        {
          raw: { contentType: 'application/json', data: JSON.stringify(body) },
        },
      );
      expectError(response, 400, 'VALIDATION');
    }
  });

  it('never lets bad input reach WHMCS', async () => {
    suite.server.emulator.setFaults({ errorRate: 1, errorKind: 'http' });
    const response = await guest().post('/dashboard/api/sendCode', {
      email: 'not an address',
    });
    expectError(response, 400, 'VALIDATION');
  });

  it('answers JSON 404 for unknown API paths and methods', async () => {
    expectError(await guest().get('/dashboard/api/nope'), 404, 'NOT_FOUND');
    expectError(await guest().post('/api/nope', {}), 404, 'NOT_FOUND');
    expectError(await guest().get('/dashboard/api/allData'), 404, 'NOT_FOUND');
  });

  it('stays up after all of it', async () => {
    expect((await guest().get('/healthz')).body).toEqual({ status: 'ok' });
  });
});

/** Resolves once WHMCS (the emulator) has the next API call. */
function whmcsHasNextCall(): Promise<void> {
  return new Promise((resolve) => {
    const server = suite.server.emulator.app.server;
    const onRequest = (request: IncomingMessage) => {
      if (request.url?.startsWith('/includes/api.php')) {
        server.off('request', onRequest);
        resolve();
      }
    };
    server.on('request', onRequest);
  });
}

describe('idempotency', () => {
  it('answers a repeated key with the first answer and sends one mail', async () => {
    const browser = new TestBrowser(suite.server.url);
    const headers = { 'idempotency-key': 'send-code-1' };
    const before = (await readOutbox(browser)).length;
    const first = await browser.post(
      '/dashboard/api/sendCode',
      { email: 'repeat@example.com' },
      { headers },
    );
    const second = await browser.post(
      '/dashboard/api/sendCode',
      { email: 'repeat@example.com' },
      { headers },
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    // Mail goes out after the answer; a request that sends one has started
    // it before it answers, so once the first mail is in, so is any other.
    await waitForMail(browser, 'repeat@example.com', before);
    const outbox = await readOutbox(browser);
    const mails = outbox
      .slice(0, outbox.length - before)
      .filter((mail) => mail.to === 'repeat@example.com');
    expect(mails).toHaveLength(1);
  });

  it('refuses the same key with another body (422)', async () => {
    const browser = new TestBrowser(suite.server.url);
    const headers = { 'idempotency-key': 'send-code-2' };
    await browser.post(
      '/dashboard/api/sendCode',
      { email: 'a@example.com' },
      { headers },
    );
    expectError(
      await browser.post(
        '/dashboard/api/sendCode',
        { email: 'b@example.com' },
        { headers },
      ),
      422,
      'IDEMPOTENCY_MISMATCH',
    );
  });

  it('lets a repeat wait for the first request and answers it the same', async () => {
    const browser = new TestBrowser(suite.server.url);
    const headers = { 'idempotency-key': 'send-code-3' };
    suite.server.emulator.setFaults({ latencyMs: 400 });
    // The repeat is sent once the first request holds the key: WHMCS has its
    // call.
    const firstAtWhmcs = whmcsHasNextCall();
    const first = browser.post(
      '/dashboard/api/sendCode',
      { email: 'c@example.com' },
      { headers },
    );
    await firstAtWhmcs;
    const [a, b] = await Promise.all([
      first,
      browser.post(
        '/dashboard/api/sendCode',
        { email: 'c@example.com' },
        { headers },
      ),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses a repeat (409) when the first still runs after the lease and a second', async () => {
    const browser = new TestBrowser(suite.server.url);
    const headers = { 'idempotency-key': 'send-code-4' };
    // The first request keeps renewing its lease (3 s) while WHMCS is slow.
    suite.server.emulator.setFaults({ latencyMs: 4700 });
    const firstAtWhmcs = whmcsHasNextCall();
    const first = browser.post(
      '/dashboard/api/sendCode',
      { email: 'e@example.com' },
      { headers },
    );
    await firstAtWhmcs;
    const [a, b] = await Promise.all([
      first,
      browser.post(
        '/dashboard/api/sendCode',
        { email: 'e@example.com' },
        { headers },
      ),
    ]);
    expect(a.status).toBe(200);
    expectError(b, 409, 'IDEMPOTENCY_IN_FLIGHT');
  }, 20_000);

  it('refuses a malformed key', async () => {
    const response = await new TestBrowser(suite.server.url).post(
      '/dashboard/api/sendCode',
      { email: 'd@example.com' },
      { headers: { 'idempotency-key': 'bad key with spaces' } },
    );
    expectError(response, 400, 'VALIDATION');
  });
});

describe('serving', () => {
  it('sends security headers and no-store on the API', async () => {
    const response = await new TestBrowser(suite.server.url).get(
      '/dashboard/api/env',
    );
    expect(response.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    );
    expect(response.headers.get('content-security-policy')).toContain(
      "default-src 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the app shell under /dashboard/ and every locale prefix', async () => {
    const browser = new TestBrowser(suite.server.url);
    for (const path of [
      '/dashboard/',
      '/dashboard/login',
      '/dashboard/de-de/login',
      '/dashboard/tr-tr/',
      '/dashboard/invoice?invoiceid=1001',
    ]) {
      const response = await browser.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.text).toContain('<html');
    }
    expect((await browser.get('/dashboard/no-such-page')).status).toBe(404);
    const german = await browser.get('/dashboard/de-de/login');
    expect(german.text).toContain('<html lang="de-DE"');
    expect(german.text).toContain(
      '<title>StreamMax CUSTOMER DASHBOARD</title>',
    );
    const bare = await browser.get('/dashboard');
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/dashboard/');
    const root = await browser.get('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/dashboard/');
  });

  it('publishes a valid OpenAPI document listing every endpoint', async () => {
    const response = await new TestBrowser(suite.server.url).get(
      '/dashboard/api/openapi.json',
    );
    expect(response.status).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(
      response.body as Record<string, unknown>,
    );
    expect(result.valid).toBe(true);
    const operations = Object.values(
      (
        response.body as {
          paths: Record<string, Record<string, { operationId: string }>>;
        }
      ).paths,
    ).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(operations.sort()).toEqual([...ENDPOINT_NAMES].sort());
  });

  it('lists the demo outbox newest first with ISO dates', async () => {
    const browser = new TestBrowser(suite.server.url);
    const before = (await readOutbox(browser)).length;
    // Two mails in a known order (each waited for: mail leaves off the
    // request path).
    for (const [index, email] of [DEMO.email, OTHER.email].entries()) {
      const sent = await browser.post('/dashboard/api/sendCode', { email });
      expect(sent.status).toBe(200);
      await expect
        .poll(async () => (await readOutbox(browser)).length)
        .toBe(before + index + 1);
    }
    const outbox = await readOutbox(browser);
    expect(outbox.slice(0, 2).map((mail) => mail.to)).toEqual([
      OTHER.email,
      DEMO.email,
    ]);
    const dates = outbox.map((mail) => mail.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const mail of outbox) {
      expect(Object.keys(mail).sort()).toEqual([
        'attachments',
        'date',
        'html',
        'subject',
        'text',
        'to',
      ]);
      expect(new Date(mail.date).toISOString()).toBe(mail.date);
    }
  });
});

describe('the outbox outside the demo', () => {
  it('does not exist when mail really goes out', async () => {
    const real = await startTestServer({
      env: { DEMO_OUTBOX: 'false', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    try {
      const response = await new TestBrowser(real.url).get(
        '/dashboard/dev/outbox',
      );
      expectError(response, 404, 'NOT_FOUND');
    } finally {
      await real.close();
    }
  });
});
