import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ENDPOINT_ROUTES } from '@members/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer } from './start-test-server.js';
import type { TestServer } from './start-test-server.js';

const README = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../README.md',
);

/** The README's "Paths behind the proxy" section, up to the next heading. */
function proxySection(): string {
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf('### Paths behind the proxy');
  expect(start, 'README has a "Paths behind the proxy" section').not.toBe(-1);
  const end = text.indexOf('\n#', start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

/** Every path the server answers outside /dashboard/: the spec's API paths and the health checks. */
const OUTSIDE_DASHBOARD: { path: string; method: string }[] = [
  ...Object.values(ENDPOINT_ROUTES).filter(
    (route) => !route.path.startsWith('/dashboard/'),
  ),
  { path: '/healthz', method: 'GET' },
  { path: '/readyz', method: 'GET' },
];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe("the README's proxy section", () => {
  it('names the paths the spec puts outside /dashboard/', () => {
    expect(OUTSIDE_DASHBOARD.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/api/auth',
        '/api/updatePassword',
        '/api/subscriptions',
      ]),
    );
  });

  it.each(OUTSIDE_DASHBOARD)(
    'names $path, which the server serves',
    async ({ path: route, method }) => {
      const hasBody = method !== 'GET';
      const response = await fetch(`${server.url}${route}`, {
        method,
        headers: hasBody ? { 'content-type': 'application/json' } : {},
        body: hasBody ? '{}' : undefined,
      });
      expect(response.status, `${method} ${route} is served`).not.toBe(404);
      expect(proxySection()).toContain(`\`${route}\``);
    },
  );

  it('names /dashboard/ and its API', () => {
    expect(proxySection()).toContain('`/dashboard/`');
    expect(proxySection()).toContain('`/dashboard/api/`');
  });
});
