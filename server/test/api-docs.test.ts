import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer } from './start-test-server.js';
import type { TestServer } from './start-test-server.js';

let server: TestServer;

describe('the API documentation page', () => {
  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers an HTML page that loads only a script of this server', async () => {
    const page = await fetch(`${server.url}/dashboard/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const scripts = [
      ...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g),
    ];
    expect(scripts).toHaveLength(1);
    // No inline code: the content security policy allows only 'self'.
    expect(scripts[0]?.[2]).toBe('');
    expect(scripts[0]?.[1]).toMatch(/src="\/dashboard\/api-docs\/[^"]+\.js"/);
    expect(html).not.toMatch(/https?:\/\//);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('serves the renderer as JavaScript', async () => {
    const html = await (await fetch(`${server.url}/dashboard/api/docs`)).text();
    const src = /<script src="([^"]+)"/.exec(html)?.[1] ?? '';
    const script = await fetch(`${server.url}${src}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(
      /^(text|application)\/javascript/,
    );
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await script.text();
    expect(body.length).toBeGreaterThan(100_000);
    expect(body).toContain('redoc');
  });

  it('points at the OpenAPI document the server serves', async () => {
    const html = await (await fetch(`${server.url}/dashboard/api/docs`)).text();
    const specUrl = /spec-url="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(specUrl).toBe('/dashboard/api/openapi.json');
    const spec = await fetch(`${server.url}${specUrl}`);
    expect(spec.status).toBe(200);
    expect(spec.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await spec.json()) as {
      openapi?: string;
      paths?: Record<string, unknown>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths ?? {})).toContain(
      '/dashboard/api/allData',
    );
  });
});
