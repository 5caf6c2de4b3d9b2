import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { FOOTER_LINKS_ID } from '@members/contract';
import type { EnvResponse } from '@members/contract';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer } from '../../../test/start-test-server.js';
import type { TestServer } from '../../../test/start-test-server.js';

const dir = mkdtempSync(path.join(tmpdir(), 'brand-routes-'));
const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>parent.hacked = true</script><rect width="10" height="10"/></svg>';

function write(name: string, body: Buffer | string): string {
  const where = path.join(dir, name);
  writeFileSync(where, body);
  return where;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      PROVIDER_NAME: 'Nordlicht TV',
      BRAND_COLOR: '#0b6e4f',
      BRAND_LOGO: write('logo.svg', SCRIPTED_SVG),
      BRAND_ICON: write(
        'icon.png',
        PNG.sync.write(new PNG({ width: 512, height: 512 })),
      ),
      SUPPORT_EMAIL: 'help@nordlicht.example',
      IMPRINT_URL: 'https://nordlicht.example/impressum',
    },
  });
});

afterAll(async () => {
  await server.close();
});

async function env(): Promise<EnvResponse> {
  const response = await fetch(`${server.url}/dashboard/api/env`);
  return (await response.json()) as EnvResponse;
}

describe('brand', () => {
  it('gives the app its colour, files, support contact and legal links', async () => {
    const { brand } = await env();
    expect(brand).toMatchObject({
      color: { value: '#0b6e4f', text: '#ffffff' },
      logoUrl: expect.stringMatching(
        /^\/dashboard\/brand\/logo-[0-9a-f]{16}\.svg$/,
      ),
      logoDarkUrl: null,
      iconUrl: expect.stringMatching(
        /^\/dashboard\/brand\/icon-[0-9a-f]{16}\.png$/,
      ),
      support: { email: 'help@nordlicht.example', phone: null },
      legal: { imprint: 'https://nordlicht.example/impressum', terms: null },
    });
  });

  it('serves an SVG logo as an image that runs nothing, cached for ever', async () => {
    const { brand } = await env();
    const response = await fetch(`${server.url}${brand?.logoUrl ?? ''}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(await response.text()).toBe(SCRIPTED_SVG);
  });

  it('serves the icon as a PNG', async () => {
    const { brand } = await env();
    const response = await fetch(`${server.url}${brand?.iconUrl ?? ''}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const body = Buffer.from(await response.arrayBuffer());
    expect(PNG.sync.read(body).width).toBe(512);
  });

  it('writes the legal pages and support contact into the sign-in page', async () => {
    const response = await fetch(`${server.url}/dashboard/de-de/login`);
    const html = await response.text();
    const script = new RegExp(
      `<script type="application/json" id="${FOOTER_LINKS_ID}">([^<]*)</script>`,
    ).exec(html);
    expect(JSON.parse(script?.[1] ?? 'null')).toEqual({
      legal: {
        imprint: 'https://nordlicht.example/impressum',
        privacy: null,
        terms: null,
      },
      support: {
        email: 'help@nordlicht.example',
        phone: null,
        whatsapp: null,
        telegram: null,
      },
    });
  });

  it('answers 404 for any other name, never a file from the disk', async () => {
    for (const name of [
      'logo.svg',
      'logo-0000000000000000.svg',
      '..%2F..%2Fpackage.json',
      '%2e%2e%2fetc%2fpasswd',
    ]) {
      const response = await fetch(`${server.url}/dashboard/brand/${name}`);
      expect(response.status, name).toBe(404);
    }
  });
});
