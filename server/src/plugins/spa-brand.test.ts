import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  AA_CONTRAST,
  BRAND_LOGO_META,
  contrastRatio,
  parseHexColor,
} from '@members/contract';
import type { EnvResponse, Rgb } from '@members/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer } from '../../test/start-test-server.js';
import type { TestServer } from '../../test/start-test-server.js';
import { pngSize } from '../brand/brand-settings.js';

/*
 * The brand in the page shells: the favicon, the browser bar's colour, and
 * on the sign-in page the logos and the colours its CSS reads. The shells
 * are the web app's own page templates (web/index.html, web/login.html).
 */

const WEB = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web',
);

let webRoot: string;
let branded: TestServer;
let plain: TestServer;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'members-brand-web-'));
  for (const page of ['index.html', 'login.html']) {
    copyFileSync(path.join(WEB, page), path.join(webRoot, page));
  }
  // The build manifest names the brand theme's chunk and what it imports.
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(
    path.join(webRoot, '.vite/manifest.json'),
    JSON.stringify({
      'src/brand-theme.ts': {
        file: 'assets/brand-theme-Ab12.js',
        name: 'brand-theme',
        imports: ['_brand-colors.js'],
      },
      '_brand-colors.js': { file: 'assets/brand-colors-Cd34.js' },
    }),
  );
  [branded, plain] = await Promise.all([
    startTestServer({
      webRoot,
      env: { BRAND_DEMO: '1', PROVIDER_NAME: 'Aurora TV' },
    }),
    startTestServer({ webRoot }),
  ]);
});

afterAll(async () => {
  await Promise.all([branded.close(), plain.close()]);
  rmSync(webRoot, { recursive: true, force: true });
});

function rgb(hex: string | undefined): Rgb {
  const parsed = parseHexColor(hex ?? '');
  if (!parsed) {
    throw new Error(`not a colour: ${hex}`);
  }
  return parsed;
}

async function page(server: TestServer, at: string) {
  const response = await fetch(`${server.url}/dashboard${at}`);
  expect(response.status).toBe(200);
  return { html: await response.text(), headers: response.headers };
}

async function brandOf(server: TestServer) {
  const response = await fetch(`${server.url}/dashboard/api/env`);
  return ((await response.json()) as EnvResponse).brand;
}

/** The --theme-* variables of the sign-in page's brand style. */
function themeVariables(html: string): Record<string, string> {
  const style = /<style>:root\{([^}]*)\}<\/style>/.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    style
      .split(';')
      .filter(Boolean)
      .map((entry) => entry.split(':') as [string, string]),
  );
}

function metaContent(html: string, name: string): string | null {
  return (
    new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html)?.[1] ??
    null
  );
}

describe('the brand in the page shells', () => {
  it('writes the colours the sign-in page reads, readable in both schemes', async () => {
    const { html, headers } = await page(branded, '/login');
    const variables = themeVariables(html);
    expect(variables).toMatchObject({
      '--theme-fill': '#ffb000',
      '--theme-fill-text': '#000000',
    });
    expect(
      contrastRatio(
        rgb(variables['--theme-fill']),
        rgb(variables['--theme-fill-text']),
      ),
    ).toBeGreaterThanOrEqual(AA_CONTRAST);
    // The amber itself is too light for links on white: the page gets a
    // darker one, and links on the dark page stay light.
    expect(variables['--theme-link']).not.toBe('#ffb000');
    for (const background of [
      '#ffffff',
      variables['--theme-tint'],
      '#f1f3f5',
    ]) {
      expect(
        contrastRatio(rgb(variables['--theme-link']), rgb(background)),
        `link on ${background}`,
      ).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    for (const background of [
      '#242424',
      '#2e2e2e',
      variables['--theme-tint-dark'],
    ]) {
      expect(
        contrastRatio(rgb(variables['--theme-link-dark']), rgb(background)),
        `dark link on ${background}`,
      ).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    // The page's policy lets the inline style apply.
    expect(headers.get('content-security-policy')).toMatch(
      /style-src [^;]*'unsafe-inline'/,
    );
  });

  it("names the provider's logos on the sign-in page, as the app's settings do", async () => {
    const brand = await brandOf(branded);
    expect(brand?.logoUrl).toMatch(/^\/dashboard\/brand\/logo-[0-9a-f]{16}/);
    const { html } = await page(branded, '/de-de/login');
    expect(metaContent(html, BRAND_LOGO_META.light)).toBe(brand?.logoUrl);
    expect(metaContent(html, BRAND_LOGO_META.dark)).toBe(brand?.logoDarkUrl);
    const logo = await fetch(`${branded.url}${brand?.logoUrl ?? ''}`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('gives both shells the brand colour for the browser bar and the brand icon, made small, as favicon', async () => {
    const brand = await brandOf(branded);
    expect(brand?.iconUrl).toMatch(
      /^\/dashboard\/brand\/icon-[0-9a-f]{16}\.png$/,
    );
    for (const at of ['/login', '/', '/invoice']) {
      const { html } = await page(branded, at);
      expect(metaContent(html, 'theme-color'), at).toBe('#ffb000');
      expect(html, at).toContain(
        '<link rel="icon" type="image/png" href="/dashboard/icons/favicon.png">',
      );
      expect(html, at).not.toContain('favicon.svg');
      expect(html, at).toContain('<title>Aurora TV CUSTOMER DASHBOARD</title>');
    }
    const icon = await fetch(`${branded.url}${brand?.iconUrl ?? ''}`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    // The favicon is the brand icon made small (the file may be up to 1 MB).
    const favicon = await fetch(`${branded.url}/dashboard/icons/favicon.png`);
    expect(favicon.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await favicon.arrayBuffer()))).toEqual({
      width: 48,
      height: 48,
    });
  });

  it('keeps the built-in favicon, blue and look without a brand', async () => {
    for (const at of ['/login', '/']) {
      const { html } = await page(plain, at);
      expect(metaContent(html, 'theme-color'), at).toBe('#1c4fd6');
      expect(html, at).toContain(
        '<link rel="icon" type="image/svg+xml" href="/dashboard/favicon.svg">',
      );
      expect(html, at).not.toContain('--theme-');
      expect(metaContent(html, BRAND_LOGO_META.light), at).toBeNull();
      expect(metaContent(html, BRAND_LOGO_META.dark), at).toBeNull();
      expect(html, at).toContain('<title>StreamMax CUSTOMER DASHBOARD</title>');
    }
  });

  it('writes the style and logos into the sign-in page only: the app takes them from its settings', async () => {
    const { html } = await page(branded, '/');
    expect(html).not.toContain('--theme-');
    expect(metaContent(html, BRAND_LOGO_META.light)).toBeNull();
    expect(html).toContain('"logoUrl":"/dashboard/brand/logo-');
  });

  it('preloads the brand theme with the app shell when there is a brand colour, beside the catalog', async () => {
    const preloads = (html: string) =>
      [
        ...html.matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]*)">/g,
        ),
      ].map((match) => match[1]);
    expect(preloads((await page(branded, '/')).html)).toEqual([
      '/dashboard/assets/brand-theme-Ab12.js',
      '/dashboard/assets/brand-colors-Cd34.js',
    ]);
    expect(preloads((await page(plain, '/')).html)).toEqual([]);
    expect(preloads((await page(branded, '/login')).html)).toEqual([]);
  });
});
