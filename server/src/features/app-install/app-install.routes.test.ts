import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer } from '../../../test/start-test-server.js';
import type { TestServer } from '../../../test/start-test-server.js';
import { pngSize, withDemoBrand } from '../../brand/brand-settings.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

const HEAD = [
  '<meta name="application-name" content="" />',
  '<link rel="manifest" href="/dashboard/manifest.webmanifest" />',
  '<link rel="apple-touch-icon" href="/dashboard/icons/apple-touch-icon.png" />',
  '<meta name="apple-mobile-web-app-capable" content="yes" />',
  '<meta name="apple-mobile-web-app-title" content="" />',
].join('\n');
const SHELL = `<!doctype html>\n<html lang="en">\n<head>\n<meta name="color-scheme" content="light" />\n${HEAD}\n<title>CUSTOMER DASHBOARD</title>\n</head>\n<body></body>\n</html>\n`;
const SERVICE_WORKER = 'self.addEventListener("fetch", () => undefined);\n';

/** A built web app with a service worker and an offline page, as `npm run build` lays them out. */
function writeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'members-pwa-'));
  mkdirSync(path.join(root, 'offline'));
  writeFileSync(path.join(root, 'index.html'), SHELL);
  writeFileSync(path.join(root, 'login.html'), SHELL);
  writeFileSync(path.join(root, 'sw.js'), SERVICE_WORKER);
  writeFileSync(
    path.join(root, 'offline', 'en-en.html'),
    '<!doctype html><title>You are offline</title>',
  );
  return root;
}

/** The environment `BRAND_DEMO=1 npm start` runs with (server/src/main.ts). */
function demoEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(
    withDemoBrand({ BRAND_DEMO: '1' }),
  )) {
    if (value !== undefined) {
      env[name] = value;
    }
  }
  return env;
}

async function manifestOf(server: TestServer): Promise<WebAppManifest> {
  const response = await fetch(`${server.url}/dashboard/manifest.webmanifest`);
  expect(response.status).toBe(200);
  return (await response.json()) as WebAppManifest;
}

async function pngOf(
  url: string,
): Promise<{ size: ReturnType<typeof pngSize>; response: Response }> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  // Decoding it whole proves it is a complete PNG, not only its header.
  PNG.sync.read(body);
  return { size: pngSize(body), response };
}

describe('installable app, without brand settings', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ webRoot: writeWebRoot() });
  });

  afterAll(async () => {
    await server.close();
  });

  it('serves the manifest, revalidated by its ETag', async () => {
    const url = `${server.url}/dashboard/manifest.webmanifest`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(
      /^application\/manifest\+json/,
    );
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(url, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('names the app after the provider, under /dashboard/, in its own window, in today’s blue on white', async () => {
    const manifest = await manifestOf(server);
    expect(manifest).toMatchObject({
      id: '/dashboard/',
      name: server.config.providerName,
      short_name: server.config.providerName,
      start_url: '/dashboard/',
      scope: '/dashboard/',
      display: 'standalone',
      theme_color: '#1c4fd6',
      background_color: '#ffffff',
    });
  });

  it('lists icons of 192 and 512 px and a maskable one, PNGs of the stated sizes under hashed names cached for ever', async () => {
    const { icons } = await manifestOf(server);
    expect(
      icons.map(({ sizes, purpose, type }) => ({ sizes, purpose, type })),
    ).toEqual([
      { sizes: '192x192', purpose: 'any', type: 'image/png' },
      { sizes: '512x512', purpose: 'any', type: 'image/png' },
      { sizes: '512x512', purpose: 'maskable', type: 'image/png' },
    ]);
    for (const icon of icons) {
      expect(icon.src).toMatch(
        /^\/dashboard\/icons\/icon-(maskable-)?(192|512)-[0-9a-f]{16}\.png$/,
      );
      const { size, response } = await pngOf(`${server.url}${icon.src}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      const side = Number(icon.sizes.split('x')[0]);
      expect(size).toEqual({ width: side, height: side });
    }
  });

  it('serves the iOS home-screen icon, 180 px, at the address the pages name', async () => {
    const { size, response } = await pngOf(
      `${server.url}/dashboard/icons/apple-touch-icon.png`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(size).toEqual({ width: 180, height: 180 });
  });

  it('answers 404 for an icon name it did not make', async () => {
    for (const name of [
      'icon-192.png',
      'icon-192-0000000000000000.png',
      '..%2F..%2Fpackage.json',
    ]) {
      const response = await fetch(`${server.url}/dashboard/icons/${name}`);
      expect(response.status, name).toBe(404);
    }
  });

  it('serves the service worker from /dashboard/ revalidated on each visit, so a new release takes over', async () => {
    const response = await fetch(`${server.url}/dashboard/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(SERVICE_WORKER);
    const offline = await fetch(`${server.url}/dashboard/offline/en-en.html`);
    expect(offline.status).toBe(200);
    expect(offline.headers.get('cache-control')).toBe('no-cache');
  });

  it('links the manifest and names the home-screen app in the pages', async () => {
    for (const page of ['/dashboard/', '/dashboard/login']) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      expect(html, page).toContain(
        '<link rel="manifest" href="/dashboard/manifest.webmanifest" />',
      );
      expect(html, page).toContain(
        `<meta name="apple-mobile-web-app-title" content="${server.config.providerName}">`,
      );
    }
  });
});

describe('installable app, with the example brand (BRAND_DEMO=1)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: demoEnv() });
  });

  afterAll(async () => {
    await server.close();
  });

  it('uses the brand’s name and colour', async () => {
    const manifest = await manifestOf(server);
    expect(manifest).toMatchObject({
      name: 'Aurora TV',
      short_name: 'Aurora TV',
      theme_color: '#ffb000',
    });
  });

  it('makes the icons from the brand icon, not the built-in mark', async () => {
    const branded = await manifestOf(server);
    const plain = await startTestServer();
    try {
      const builtIn = await manifestOf(plain);
      for (const [index, icon] of branded.icons.entries()) {
        expect(icon.src).not.toBe(builtIn.icons[index]?.src);
        const { size } = await pngOf(`${server.url}${icon.src}`);
        expect(size?.width).toBe(Number(icon.sizes.split('x')[0]));
      }
    } finally {
      await plain.close();
    }
  });
});
