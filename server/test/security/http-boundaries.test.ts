/**
 * Classes "CSRF", "security headers", "oversize and malformed bodies",
 * "every HTTP method", "redirects" and "global per-address limit", driven
 * with real HTTP against the real server and the embedded WHMCS emulator.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectRefused } from '../expect-error.js';
import { TestBrowser } from '../http-client.js';
import { DEMO, signInWithPassword } from '../sign-in.js';
import { startTestServer, TEST_ORIGIN } from '../start-test-server.js';
import type { TestServer } from '../start-test-server.js';

import { expectEnvelope, listRoutes, rawRequest } from './support.js';

const SCRIPT = 'console.log("members area");\n';
const SHELL =
  '<!doctype html><html lang="en"><head><title>CUSTOMER DASHBOARD</title><script type="module" src="/dashboard/assets/app-Ab12Cd34.js"></script></head><body></body></html>';

let webRoot: string;
let server: TestServer;
let https: TestServer;
let demo: TestBrowser;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'members-security-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), SHELL);
  writeFileSync(path.join(webRoot, 'login.html'), SHELL);
  writeFileSync(path.join(webRoot, 'assets', 'app-Ab12Cd34.js'), SCRIPT);
  server = await startTestServer({ webRoot, env: { TRUST_PROXY: '1' } });
  https = await startTestServer({
    webRoot,
    env: { PUBLIC_URL: 'https://members.test' },
  });
  demo = new TestBrowser(server.url);
  await signInWithPassword(server, demo, DEMO.email, DEMO.password);
});

afterAll(async () => {
  await server.close();
  await https.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** Every API route that changes something, as the server registered it. */
function changeRoutes(): { method: string; path: string }[] {
  return listRoutes(server.app).filter(
    (route) =>
      !['GET', 'HEAD'].includes(route.method) &&
      (route.path.startsWith('/dashboard/api/') ||
        route.path.startsWith('/api/')),
  );
}
const MULTIPART = new Set([
  '/dashboard/api/addReply',
  '/dashboard/api/openTicket',
]);
/** Read at collection time from the contract's list (the server adds its own). */
const CHANGE_ROUTES = [
  'POST /dashboard/api/sendCode',
  'POST /dashboard/api/verifyCode',
  'POST /api/auth',
  'POST /dashboard/api/signup',
  'POST /dashboard/api/confirmSignup',
  'POST /dashboard/api/logout',
  'POST /dashboard/api/allData',
  'POST /dashboard/api/invoices',
  'POST /dashboard/api/tickets',
  'POST /api/subscriptions',
  'POST /dashboard/api/departements',
  'POST /dashboard/api/invoice',
  'POST /dashboard/api/sendAlert',
  'POST /dashboard/api/ticket',
  'PUT /dashboard/api/updateMacAddress',
  'PUT /dashboard/api/update_parental_code',
  'PUT /api/updatePassword',
  'POST /dashboard/api/deviceSetup',
  'POST /dashboard/api/lineStatus',
  'POST /dashboard/api/channels',
  'POST /dashboard/api/channelGuide',
  'POST /dashboard/api/payInvoice',
  'POST /dashboard/api/payAll',
  'POST /dashboard/api/applyCredit',
  'POST /dashboard/api/openTicket',
  'POST /dashboard/api/addReply',
  'PUT /dashboard/api/cancelTicket',
  'POST /dashboard/api/withdrawal',
  'PUT /dashboard/api/update_redirect_url',
  'POST /dashboard/api/resellerProduct',
  'POST /dashboard/api/cancelRequest',
  'POST /dashboard/api/withdraw',
  'POST /dashboard/api/pushSubscribe',
  'POST /dashboard/api/pushUnsubscribe',
  'POST /dashboard/api/pushPreferences',
].map((route) => {
  const [method = 'POST', url = '/'] = route.split(' ');
  return { method, path: url };
});
const JSON_ROUTES = CHANGE_ROUTES.filter((r) => !MULTIPART.has(r.path));

describe('CSRF: cookie-authenticated changes from another site are refused (403)', () => {
  it('lists only change routes the server registers', () => {
    // A listed route the server does not have would be refused as unknown,
    // not as cross-site; routes added since are checked in one go below.
    const registered = new Set(
      changeRoutes().map((r) => `${r.method} ${r.path}`),
    );
    expect(
      CHANGE_ROUTES.map((r) => `${r.method} ${r.path}`).filter(
        (route) => !registered.has(route),
      ),
    ).toEqual([]);
  });

  const attacks: [string, Record<string, string>][] = [
    ['without X-Requested-With', { origin: TEST_ORIGIN }],
    [
      'with Sec-Fetch-Site: cross-site',
      { 'x-requested-with': 'members-area', 'sec-fetch-site': 'cross-site' },
    ],
    [
      'with Sec-Fetch-Site: same-site',
      { 'x-requested-with': 'members-area', 'sec-fetch-site': 'same-site' },
    ],
    [
      'from a foreign Origin',
      { 'x-requested-with': 'members-area', origin: 'https://evil.example' },
    ],
  ];
  const cases = CHANGE_ROUTES.flatMap((route) =>
    attacks.map(([name, headers]) => [route.method, route.path, name, headers]),
  ) as [string, string, string, Record<string, string>][];

  it.each(cases)('%s %s %s', async (method, url, _name, headers) => {
    const response = await demo.request(method, url, {
      crossSite: true,
      headers,
      ...(MULTIPART.has(url)
        ? { form: new FormData() }
        : { body: { ticketid: 1 } }),
    });
    expectEnvelope(response, 403, 'CSRF');
  });

  it('refuses cross-site changes on routes added since, too', async () => {
    for (const { method, path: url } of changeRoutes()) {
      const response = await demo.request(method, url, {
        crossSite: true,
        body: {},
      });
      expect(response.status, `${method} ${url}`).toBe(403);
    }
  });

  it.each([
    ['text/plain', '{"email":"demo@example.com"}'],
    ['application/x-www-form-urlencoded', 'email=demo%40example.com'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])(
    'a foreign form posting %s to sendCode is refused',
    async (contentType, data) => {
      const response = await new TestBrowser(server.url).request(
        'POST',
        '/dashboard/api/sendCode',
        {
          crossSite: true,
          headers: { origin: 'https://evil.example' },
          raw: { contentType, data },
        },
      );
      expectEnvelope(response, 403, 'CSRF');
    },
  );
});

describe('bodies: simple content types, malformed and oversize JSON get the envelope', () => {
  const cases = JSON_ROUTES.flatMap((route) => [
    [route.method, route.path, 'text/plain'],
    [route.method, route.path, 'application/x-www-form-urlencoded'],
  ]) as [string, string, string][];

  it.each(cases)('%s %s refuses %s with 415', async (method, url, type) => {
    const response = await demo.request(method, url, {
      raw: { contentType: type, data: 'a=1' },
    });
    expectEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it.each(JSON_ROUTES.map((r) => [r.method, r.path]))(
    '%s %s refuses malformed JSON with 400',
    async (method, url) => {
      const response = await demo.request(method, url, {
        raw: { contentType: 'application/json', data: '{"ticketid": 1,' },
      });
      expectEnvelope(response, 400, 'VALIDATION');
    },
  );

  it.each(JSON_ROUTES.map((r) => [r.method, r.path]))(
    '%s %s refuses a body over 64 KiB with 413',
    async (method, url) => {
      const response = await demo.request(method, url, {
        body: { notes: 'x'.repeat(64 * 1024 + 1) },
      });
      expectEnvelope(response, 413, 'PAYLOAD_TOO_LARGE');
    },
  );

  /** A valid body for `ticket`: the demo customer's ticket 11. */
  const VALID = '{"ticketid":11}';
  const postTicket = (data: string) =>
    demo.request('POST', '/dashboard/api/ticket', {
      raw: { contentType: 'application/json', data },
    });

  it.each([
    ['a JSON string', '"hello"'],
    ['a JSON array', '[1,2,3]'],
    ['null', 'null'],
    ['a bare number', '42'],
  ])('ticket refuses %s with 400', async (_name, data) => {
    const response = await expectRefused(
      () => postTicket(data),
      () => postTicket(VALID),
      400,
      'VALIDATION',
    );
    expectEnvelope(response, 400, 'VALIDATION');
  });

  // The bodies are valid but for the poisoned key: only the server's
  // poisoning protection can refuse them (a parser that lets the key through
  // hands the route a valid ticket request).
  it.each([
    ['a __proto__ key', '{"ticketid":11,"__proto__":{"isAdmin":true}}'],
    [
      'a constructor.prototype key',
      '{"ticketid":11,"constructor":{"prototype":{"isAdmin":true}}}',
    ],
  ])('ticket refuses an otherwise valid body with %s', async (_name, data) => {
    const response = await expectRefused(
      () => postTicket(data),
      () => postTicket(VALID),
      400,
      'VALIDATION',
    );
    expectEnvelope(response, 400, 'VALIDATION');
  });

  // Raw bytes over node:http: fetch would encode a string as valid UTF-8.
  const postBytes = (data: Buffer) =>
    rawRequest(
      server.url,
      'POST',
      '/dashboard/api/ticket',
      {
        'content-type': 'application/json',
        'x-requested-with': 'members-area',
        origin: TEST_ORIGIN,
        cookie: `sid=${demo.cookies.get('sid') ?? ''}`,
      },
      data,
    );
  const withNote = (note: Buffer) =>
    Buffer.concat([
      Buffer.from('{"ticketid":11,"notes":"caf'),
      note,
      Buffer.from('"}'),
    ]);

  it.each([
    ['a Latin-1 byte', [0xe9]],
    ['an encoded lone surrogate', [0xed, 0xb0, 0x80]],
    ['a truncated sequence', [0xc3]],
    ['an overlong encoding', [0xc0, 0xaf]],
  ])('ticket refuses invalid UTF-8 (%s) with 400', async (_name, bytes) => {
    const response = await expectRefused(
      () => postBytes(withNote(Buffer.from(bytes))),
      // The same body with a valid "é".
      () => postBytes(withNote(Buffer.from([0xc3, 0xa9]))),
      400,
      'VALIDATION',
    );
    expect(expectEnvelope(response, 400, 'VALIDATION').issues).toEqual([
      { path: 'body', code: 'invalid_utf8' },
    ]);
  });
});

describe('methods: every method on pages, assets, API and unknown paths', () => {
  const paths = [
    '/dashboard/',
    '/dashboard/login',
    '/dashboard/assets/app-Ab12Cd34.js',
    '/dashboard/api/me',
    '/dashboard/api/allData',
    '/dashboard/api/nowhere',
    '/nowhere',
    '/healthz',
  ];
  const methods = [
    'GET',
    'HEAD',
    'POST',
    'PUT',
    'PATCH',
    'DELETE',
    'OPTIONS',
    'TRACE',
    'PROPFIND',
  ];
  const cases = paths.flatMap((p) => methods.map((m) => [m, p]));
  let ip = 0;

  it.each(cases)('%s %s never answers 500', async (method, url) => {
    ip += 1;
    const response = await rawRequest(server.url, method, url, {
      'x-forwarded-for': `198.51.100.${ip % 250}`,
    });
    expect(response.status).toBeLessThan(500);
    if (method === 'TRACE' || method === 'PROPFIND') {
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    if (
      method !== 'HEAD' &&
      response.status >= 400 &&
      String(response.headers['content-type']).includes('json')
    ) {
      expectEnvelope(response, response.status);
    }
    if (method === 'HEAD') {
      expect(response.text).toBe('');
      const get = await rawRequest(server.url, 'GET', url);
      expect(response.status).toBe(get.status);
    }
  });
});

describe('headers: on pages, assets and API answers', () => {
  const targets = [
    ['the app shell', '/dashboard/'],
    ['the sign-in page', '/dashboard/login'],
    ['a missing page', '/dashboard/nowhere'],
    ['an unknown path', '/nowhere'],
  ];
  const asset = '/dashboard/assets/app-Ab12Cd34.js';
  const notPages = [
    ['a built asset', asset],
    ['an API answer', '/dashboard/api/env'],
    ['an API error', '/dashboard/api/me'],
  ];

  it.each(targets)('%s (%s) over http', async (_name, url) => {
    const response = await rawRequest(server.url, 'GET', url);
    const h = response.headers;
    const csp = String(h['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['strict-transport-security']).toBeUndefined();
    expect(h['x-powered-by']).toBeUndefined();
  });

  it.each(notPages)(
    '%s (%s) gets a policy that allows nothing, nosniff, and none of the page-only headers',
    async (_name, url) => {
      const response = await rawRequest(server.url, 'GET', url);
      const h = response.headers;
      expect(h['content-security-policy']).toBe(
        "default-src 'none';base-uri 'none';frame-ancestors 'none'",
      );
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['cross-origin-resource-policy']).toBe('same-origin');
      expect(h['referrer-policy']).toBe('no-referrer');
      if (url === asset) {
        expect(response.status).toBe(200);
        expect(h['content-type']).toMatch(/javascript/);
        expect(h['cache-control']).toBe('public, max-age=31536000, immutable');
      } else {
        expect(h['cache-control']).toBe('no-store');
        expect(h['content-type']).toMatch(/^application\/json; charset=utf-8/);
      }
      for (const name of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-frame-options',
        'x-xss-protection',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'etag',
        'last-modified',
        'x-powered-by',
      ]) {
        expect(h[name], name).toBeUndefined();
      }
    },
  );

  it.each(targets)('%s (%s) over https adds HSTS', async (_name, url) => {
    const response = await rawRequest(https.url, 'GET', url);
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(String(response.headers['content-security-policy'])).toContain(
      'upgrade-insecure-requests',
    );
  });

  it.each(notPages)(
    '%s (%s) over https carries HSTS too',
    async (_name, url) => {
      const response = await rawRequest(https.url, 'GET', url);
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    },
  );

  it('the session cookie is __Host-, Secure, HttpOnly, SameSite=Lax, Path=/ over https', async () => {
    https.clock.advance(11_000);
    const response = await new TestBrowser(https.url).request(
      'POST',
      '/api/auth',
      {
        body: DEMO,
        headers: { origin: 'https://members.test' },
      },
    );
    expect(response.status).toBe(200);
    const [cookie = ''] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-sid=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});

describe('redirects: no input sends the browser to another site', () => {
  /** Open-redirect inputs of security.md fact 10, as a client can send them. */
  const tricks = [
    '//evil.com',
    '/%5Cevil.com',
    '/%5C%5Cevil.com',
    '/%09/evil.com',
    '/%0A/evil.com',
    '/%20//evil.com',
    '/%00//evil.com',
    '///evil.com',
    '/http:evil.com',
    '/https:%2F%2Fevil%E3%80%82com',
    '/%2F%2Fevil.com',
  ];
  const entries = [
    ['legacy secret', 'secret=s3cret&identifier=id&email=demo%40example.com'],
    ['signed link', 'sso=not.a.token'],
    ['alert link', 'identifier=id&email=demo%40example.com&userid=1'],
  ];
  const cases = tricks.flatMap((trick) =>
    entries.flatMap(([name, query]) => [
      [name, `/dashboard${trick}?${query}`],
      [name, `${trick}/dashboard/?${query}`],
    ]),
  ) as [string, string][];

  it.each(cases)(
    'an entry link (%s) at %s stays on this site',
    async (_name, url) => {
      const response = await rawRequest(server.url, 'GET', url, {
        accept: 'text/html',
      });
      expect(response.status).toBeLessThan(500);
      const location = response.headers.location;
      if (typeof location === 'string') {
        expect(location).toMatch(/^\/dashboard/);
        expect(location).not.toMatch(/^\/[/\\]|[\t\n\r\0]/);
        expect(new URL(location, TEST_ORIGIN).origin).toBe(TEST_ORIGIN);
      }
    },
  );

  it.each([
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' //evil.com',
    '\u0000//evil.com',
    '///evil.com',
    'http:evil.com',
    'https:evil.com',
    'javascript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    'https://localhost。/',
    'https://127。0。0。1/',
  ])('the reseller redirect URL refuses %j', async (redirect_url) => {
    const response = await demo.request(
      'PUT',
      '/dashboard/api/update_redirect_url',
      { body: { redirect_url } },
    );
    expectEnvelope(response, 400, 'VALIDATION');
  });
});

describe('limits: one address sending a flood gets 429 with Retry-After', () => {
  it.each([
    ['unknown paths', (i: number) => ['GET', `/nowhere-${i}`]],
    ['unknown API paths', (i: number) => ['GET', `/dashboard/api/none-${i}`]],
    ['unknown methods', (i: number) => ['PROPFIND', `/dav/${i}`]],
    ['an API route', () => ['GET', '/dashboard/api/env']],
  ] as [string, (i: number) => [string, string]][])(
    '1,000 requests to %s',
    async (_name, next) => {
      const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
      let limited: Awaited<ReturnType<typeof rawRequest>> | undefined;
      for (let i = 0; i < 1000 && !limited; i += 1) {
        const [method, url] = next(i);
        const response = await rawRequest(server.url, method, url, {
          'x-forwarded-for': ip,
        });
        expect(response.status).toBeLessThan(500);
        if (response.status === 429) {
          limited = response;
        }
      }
      expect(limited).toBeDefined();
      if (limited) {
        expectEnvelope(limited, 429, 'RATE_LIMITED');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(limited.headers['x-ratelimit-limit']).toBeDefined();
      }
      // Another address is not affected, and an answer within the limit
      // carries no limit headers.
      const fresh = await rawRequest(server.url, 'GET', '/dashboard/api/env', {
        'x-forwarded-for': '192.0.2.77',
      });
      expect(fresh.status).toBe(200);
      expect(fresh.headers['x-ratelimit-remaining']).toBeUndefined();
    },
  );
});
