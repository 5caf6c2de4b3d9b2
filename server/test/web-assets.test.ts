import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
} from 'node:zlib';

import {
  ENDPOINT_ROUTES,
  LOCALE_TAGS,
  LOCALES,
  SHELL_DATA_ID,
} from '@members/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TestBrowser } from './http-client.js';
import { DEMO, signInWithPassword } from './sign-in.js';
import { startTestServer } from './start-test-server.js';
import type { TestServer } from './start-test-server.js';

/** A raw answer: headers and bytes exactly as sent (no decoding). */
interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const SHELL = (entry: string) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="color-scheme" content="light" />\n    <meta name="application-name" content="" />\n    <title>CUSTOMER DASHBOARD</title>\n    <script type="module" crossorigin src="/dashboard/assets/${entry}"></script>\n  </head>\n  <body></body>\n</html>\n`;
const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;

/**
 * An offline page as the build writes it (web/scripts/offline-pages.ts):
 * the title without the provider's name, which only the server knows.
 */
const OFFLINE_PAGE = (locale: (typeof LOCALES)[number]) =>
  `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><title>CUSTOMER DASHBOARD</title><style>h1{margin:0}</style></head><body><main><h1>Offline in ${locale}</h1><p>${'No network. '.repeat(40)}</p><a href="">Try again</a></main></body></html>`;

/** A built web app as `npm run build` lays it out, with pre-compressed assets. */
function writeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'members-web-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, 'index.html'), SHELL('app-Ab12.js'));
  writeFileSync(path.join(root, 'login.html'), SHELL('login-Cd34.js'));
  for (const file of ['app-Ab12.js', 'login-Cd34.js']) {
    writeFileSync(path.join(root, 'assets', file), SCRIPT);
    writeFileSync(
      path.join(root, 'assets', `${file}.br`),
      brotliCompressSync(SCRIPT),
    );
    writeFileSync(path.join(root, 'assets', `${file}.gz`), gzipSync(SCRIPT));
  }
  mkdirSync(path.join(root, 'offline'));
  for (const locale of LOCALES) {
    const page = OFFLINE_PAGE(locale);
    const file = path.join(root, 'offline', `${locale}.html`);
    writeFileSync(file, page);
    // The build compresses them too; those files keep the build's title.
    writeFileSync(`${file}.br`, brotliCompressSync(page));
    writeFileSync(`${file}.gz`, gzipSync(page));
  }
  writeFileSync(
    path.join(root, 'assets', 'locale-de-de-Ef56.js'),
    'export default {};\n',
  );
  writeFileSync(
    path.join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-Ab12.js', name: 'app', isEntry: true },
      'login.html': {
        file: 'assets/login-Cd34.js',
        name: 'login',
        isEntry: true,
      },
      'src/app/routes/invoice.tsx': {
        file: 'assets/invoice-Gh78.js',
        imports: ['_shared-Ij90.js'],
      },
      'src/app/routes/cancel.tsx': { file: 'assets/cancel-Kl12.js' },
      '_shared-Ij90.js': { file: 'assets/shared-Ij90.js' },
      '_locale-de-de-Ef56.js': {
        file: 'assets/locale-de-de-Ef56.js',
        name: 'locale-de-de',
      },
    }),
  );
  return root;
}

/** The demo customer signed in: their client and the Cookie header it sends. */
async function signedInDemo(): Promise<{
  browser: TestBrowser;
  cookie: string;
}> {
  const browser = new TestBrowser(server.url);
  await signInWithPassword(server, browser, DEMO.email, DEMO.password);
  const cookie = [...browser.cookies]
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { browser, cookie };
}

/** The page's inline scripts that run (not JSON), in page order. */
function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

/** The `script-src` sources of a page's content security policy. */
function scriptSourcesOf(response: RawResponse): string[] {
  const policy = String(response.headers['content-security-policy'] ?? '');
  const directive = policy
    .split(';')
    .find((part) => part.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

function hashSourceOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The JSON the server wrote into a page for the app's start. */
function shellDataOf(html: string): { env: unknown; user?: unknown } {
  const match = new RegExp(
    `<script type="application/json" id="${SHELL_DATA_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!match?.[1]) {
    throw new Error('the page carries no shell data');
  }
  return JSON.parse(match[1]) as { env: unknown; user?: unknown };
}

let server: TestServer;
let webRoot: string;

beforeAll(async () => {
  webRoot = writeWebRoot();
  server = await startTestServer({ webRoot });
});

afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('built assets', () => {
  it('sends the brotli file to a browser that accepts it, cached for a year as immutable', async () => {
    const response = await rawRequest(
      `${server.url}/dashboard/assets/app-Ab12.js`,
      {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip where brotli is not accepted, and the plain file to a client that accepts neither', async () => {
    const gzip = await rawRequest(
      `${server.url}/dashboard/assets/app-Ab12.js`,
      {
        headers: { 'accept-encoding': 'gzip' },
      },
    );
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await rawRequest(
      `${server.url}/dashboard/assets/app-Ab12.js`,
    );
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await rawRequest(
      `${server.url}/dashboard/assets/app-Ab12.js`,
      {
        method: 'HEAD',
        headers: { 'accept-encoding': 'br' },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body.length).toBe(0);
  });
});

describe('page shells', () => {
  it('serves the sign-in page for /login in its language, with the catalog preloaded, no-cache and an ETag', async () => {
    const response = await rawRequest(
      `${server.url}/dashboard/de-de/login?invoiceid=1001`,
    );
    const html = response.body.toString();
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(html).toContain('/dashboard/assets/login-Cd34.js');
    expect(html).toContain('<html lang="de-DE"');
    expect(html).toContain('<title>StreamMax CUSTOMER DASHBOARD</title>');
    expect(html).toContain(
      '<meta name="application-name" content="StreamMax">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/dashboard/assets/locale-de-de-Ef56.js">',
    );
  });

  it('answers a repeat visit with 304 and no body while the shell is unchanged', async () => {
    const first = await rawRequest(
      `${server.url}/dashboard/invoice?invoiceid=1001`,
    );
    expect(first.body.toString()).toContain('/dashboard/assets/app-Ab12.js');
    // The screen's code is preloaded with the page, not asked for after it.
    expect(first.body.toString()).toContain(
      '<link rel="modulepreload" crossorigin href="/dashboard/assets/invoice-Gh78.js"><link rel="modulepreload" crossorigin href="/dashboard/assets/shared-Ij90.js">',
    );
    const etag = String(first.headers.etag);
    const repeat = await rawRequest(
      `${server.url}/dashboard/invoice?invoiceid=1001`,
      {
        headers: { 'if-none-match': etag },
      },
    );
    expect(repeat.status).toBe(304);
    expect(repeat.body.length).toBe(0);
    const other = await rawRequest(`${server.url}/dashboard/fr-fr/invoice`, {
      headers: { 'if-none-match': etag },
    });
    expect(other.status).toBe(200);
  });

  it('serves the cancel page to a guest under every locale prefix: the app shell with its screen, never the sign-in page', async () => {
    for (const prefix of ['', '/de-de', '/tr-tr']) {
      const response = await rawRequest(
        `${server.url}/dashboard${prefix}/cancel`,
      );
      const html = response.body.toString();
      expect(response.status, prefix).toBe(200);
      expect(html).toContain('/dashboard/assets/app-Ab12.js');
      expect(html).not.toContain('login-Cd34.js');
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/dashboard/assets/cancel-Kl12.js">',
      );
      expect(shellDataOf(html).user).toBeNull();
    }
    // Signed in, the same page (not home, as /login would be).
    const { cookie } = await signedInDemo();
    const signedIn = await rawRequest(`${server.url}/dashboard/de-de/cancel`, {
      headers: { cookie },
    });
    expect(signedIn.status).toBe(200);
    expect(shellDataOf(signedIn.body.toString()).user).not.toBeNull();
  });

  it('gives unknown pages the app shell with 404, and HEAD on a page works like GET', async () => {
    const unknown = await rawRequest(`${server.url}/dashboard/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString()).toContain('app-Ab12.js');
    expect(unknown.body.toString()).not.toContain('invoice-Gh78.js');
    const head = await rawRequest(`${server.url}/dashboard/login`, {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body.length).toBe(0);
  });

  it('renders the remembered colour scheme on <html>, with its own ETag, and lets the system decide for auto', async () => {
    const shell = async (scheme?: string) => {
      const response = await rawRequest(`${server.url}/dashboard/login`, {
        headers: scheme ? { cookie: `colorScheme=${scheme}` } : {},
      });
      return {
        html: response.body.toString(),
        etag: String(response.headers.etag),
      };
    };
    const dark = await shell('dark');
    expect(dark.html).toMatch(
      /<html lang="[^"]+" data-mantine-color-scheme="dark">/,
    );
    expect(dark.html).toContain('<meta name="color-scheme" content="dark">');
    const light = await shell('light');
    expect(light.html).toMatch(
      /<html lang="[^"]+" data-mantine-color-scheme="light">/,
    );
    expect(light.html).toContain('<meta name="color-scheme" content="light">');
    const auto = await shell('auto');
    expect(auto.html).not.toContain('data-mantine-color-scheme');
    expect(auto.html).toContain(
      '<meta name="color-scheme" content="light dark">',
    );
    expect(new Set([dark.etag, light.etag, auto.etag]).size).toBe(3);
    // No cookie or an unknown value is auto.
    expect((await shell()).etag).toBe(auto.etag);
    expect((await shell('purple')).etag).toBe(auto.etag);
    const repeat = await rawRequest(`${server.url}/dashboard/login`, {
      headers: { cookie: 'colorScheme=light', 'if-none-match': dark.etag },
    });
    expect(repeat.status).toBe(200);
  });

  it("carries a guest's settings as `env` gives them and no customer, for the browser's cache only", async () => {
    const response = await rawRequest(`${server.url}/dashboard/`);
    const data = shellDataOf(response.body.toString());
    const env = await rawRequest(`${server.url}/dashboard/api/env`);
    expect(data).toEqual({
      env: JSON.parse(env.body.toString()) as unknown,
      user: null,
    });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    // The sign-in page is no app shell: it carries nothing.
    const login = await rawRequest(`${server.url}/dashboard/login`);
    expect(login.body.toString()).not.toContain(SHELL_DATA_ID);
  });

  it('carries the signed-in customer as `me` names them, and is never stored', async () => {
    const { browser, cookie } = await signedInDemo();
    const response = await rawRequest(`${server.url}/dashboard/invoice`, {
      headers: { cookie },
    });
    const me = (await browser.get('/dashboard/api/me')).body as {
      user: unknown;
    };
    expect(shellDataOf(response.body.toString()).user).toEqual(me.user);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it("asks for a signed-in customer's all data as the page is read, before its code and stylesheet, and the policy lets exactly the page's inline scripts run", async () => {
    const { cookie } = await signedInDemo();
    const response = await rawRequest(`${server.url}/dashboard/`, {
      headers: { cookie },
    });
    const html = response.body.toString();
    const scripts = inlineScriptsOf(html);
    expect(scripts).toHaveLength(2);
    const [early, warm] = scripts;
    expect(early).toContain(
      `fetch(${JSON.stringify(ENDPOINT_ROUTES.allData.path)},{method:"POST"`,
    );
    expect(early).toContain('"x-requested-with":"members-area"');
    expect(warm).toContain('Intl.DateTimeFormat');
    expect(html.indexOf(early ?? '')).toBeLessThan(
      html.indexOf('<script type="module"'),
    );
    expect(scriptSourcesOf(response).sort()).toEqual(
      ["'self'", ...scripts.map(hashSourceOf)].sort(),
    );
  });

  it("gives a guest's page and the sign-in page no all-data request, and the sign-in page no inline script at all", async () => {
    const guest = await rawRequest(`${server.url}/dashboard/`);
    const scripts = inlineScriptsOf(guest.body.toString());
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toContain('fetch(');
    expect(scriptSourcesOf(guest)).toContain(hashSourceOf(scripts[0] ?? ''));
    const login = await rawRequest(`${server.url}/dashboard/login`);
    expect(inlineScriptsOf(login.body.toString())).toEqual([]);
  });

  it('sends a signed-in customer who opens /login home, in the same language', async () => {
    const { cookie } = await signedInDemo();
    const response = await rawRequest(`${server.url}/dashboard/de-de/login`, {
      headers: { cookie },
    });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/dashboard/de-de/');
  });

  it('sends a signed-in customer who opens /login with a service link or a referral home with the query kept', async () => {
    const { cookie } = await signedInDemo();
    for (const [url, location] of [
      ['/dashboard/login?serviceid=101', '/dashboard/?serviceid=101'],
      [
        '/dashboard/de-de/login?aff_id=partner7',
        '/dashboard/de-de/?aff_id=partner7',
      ],
    ]) {
      const response = await rawRequest(`${server.url}${url}`, {
        headers: { cookie },
      });
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe(location);
    }
  });
});

describe('other methods and compression of answers', () => {
  it.each(['TRACE', 'OPTIONS', 'PROPFIND', 'DELETE'])(
    'answers %s on a page, an asset and the API with the JSON envelope, never 500',
    async (method) => {
      for (const url of [
        '/dashboard/login',
        '/dashboard/api/allData',
        '/dashboard/assets/app-Ab12.js',
      ]) {
        const response = await rawRequest(`${server.url}${url}`, { method });
        expect([404, 405]).toContain(response.status);
        const body = JSON.parse(response.body.toString()) as {
          error: boolean;
          code: string;
        };
        expect(body.error).toBe(true);
        expect(['NOT_FOUND', 'METHOD_NOT_ALLOWED']).toContain(body.code);
      }
    },
  );

  // The not-found handler that sends the shells is no route, so the
  // compression plugin never sees them: the shell compresses itself.
  it.each(['/', '/login', '/de-de/invoice?invoiceid=1001'])(
    'sends the page shell %s as brotli to a browser that takes it',
    async (at) => {
      const url = `${server.url}/dashboard${at}`;
      const plain = await rawRequest(url);
      const compressed = await rawRequest(url, {
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(compressed.status).toBe(plain.status);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toContain('Accept-Encoding');
      // The fixture's shell is about 500 bytes; a real one, about 2.5 kB,
      // goes out at a quarter of its size.
      expect(compressed.body.length).toBeLessThan(plain.body.length * 0.6);
      expect(brotliDecompressSync(compressed.body).toString()).toBe(
        plain.body.toString(),
      );
    },
  );

  it('sends a page shell as gzip when brotli is refused or not offered, and as it is when neither is taken', async () => {
    const url = `${server.url}/dashboard/`;
    const plain = await rawRequest(url);
    for (const accepted of ['gzip', 'br;q=0, gzip;q=0.5', 'deflate, gzip']) {
      const compressed = await rawRequest(url, {
        headers: { 'accept-encoding': accepted },
      });
      expect(compressed.headers['content-encoding'], accepted).toBe('gzip');
      expect(gunzipSync(compressed.body).toString()).toBe(
        plain.body.toString(),
      );
    }
    for (const accepted of ['identity', 'br;q=0, gzip;q=0', 'zstd']) {
      const answer = await rawRequest(url, {
        headers: { 'accept-encoding': accepted },
      });
      expect(answer.headers['content-encoding'], accepted).toBeUndefined();
      expect(answer.body.toString()).toBe(plain.body.toString());
    }
  });

  it('answers an unchanged compressed page shell with 304 and no body', async () => {
    const url = `${server.url}/dashboard/`;
    const first = await rawRequest(url, {
      headers: { 'accept-encoding': 'br' },
    });
    const again = await rawRequest(url, {
      headers: {
        'accept-encoding': 'br',
        'if-none-match': String(first.headers.etag),
      },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('compresses JSON answers of 1 kB and more', async () => {
    const response = await rawRequest(
      `${server.url}/dashboard/api/openapi.json`,
      {
        headers: { 'accept-encoding': 'br' },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('offline pages', () => {
  it("titles each language's offline page as every page is titled, with the provider's name, and keeps its own heading", async () => {
    for (const locale of LOCALES) {
      const response = await rawRequest(
        `${server.url}/dashboard/offline/${locale}.html`,
      );
      const html = response.body.toString();
      expect(response.status, locale).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(
        [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
      ).toEqual([`${server.config.providerName} CUSTOMER DASHBOARD`]);
      expect(html).toContain(`<html lang="${LOCALE_TAGS[locale]}">`);
      expect(html).toContain(`<h1>Offline in ${locale}</h1>`);
    }
  });

  it('serves it to the service worker as it asks (its revision in the query), compressed, revalidated by its ETag, and HEAD like GET', async () => {
    const url = `${server.url}/dashboard/offline/de-de.html?__WB_REVISION__=0123abcd`;
    const plain = await rawRequest(url);
    expect(plain.status).toBe(200);
    const compressed = await rawRequest(url, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.body).toString()).toBe(
      plain.body.toString(),
    );
    expect(plain.body.toString()).toContain(
      `<title>${server.config.providerName} CUSTOMER DASHBOARD</title>`,
    );
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await rawRequest(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await rawRequest(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('answers 404 for an offline page of no locale', async () => {
    const known = await rawRequest(
      `${server.url}/dashboard/offline/tr-tr.html`,
    );
    expect(known.status).toBe(200);
    for (const name of ['xx-xx.html', 'tr-tr.htm', '..%2Findex.html']) {
      const response = await rawRequest(
        `${server.url}/dashboard/offline/${name}`,
      );
      expect(response.status, name).toBe(404);
    }
  });
});

describe('shell data in the page', () => {
  let hostile: TestServer;
  const NAME = '</script><script>alert(1)</script>\u2028&';

  beforeAll(async () => {
    hostile = await startTestServer({
      webRoot,
      env: { PROVIDER_NAME: NAME },
    });
  });

  afterAll(async () => {
    await hostile.close();
  });

  it('cannot end its script element or start another, whatever the settings hold', async () => {
    const html = (
      await rawRequest(`${hostile.url}/dashboard/`)
    ).body.toString();
    expect(html).not.toContain('<script>alert(1)');
    const data = shellDataOf(html) as { env: { providerName: string } };
    expect(data.env.providerName).toBe(NAME);
  });

  it("writes the provider's name into the offline page's title as text", async () => {
    const html = (
      await rawRequest(`${hostile.url}/dashboard/offline/en-en.html`)
    ).body.toString();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<title>&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;\u2028&#38; CUSTOMER DASHBOARD</title>',
    );
  });
});
