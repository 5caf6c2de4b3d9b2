import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer } from '../../test/start-test-server.js';
import type { TestServer } from '../../test/start-test-server.js';

/*
 * The page shells go out compressed like every other answer of their size:
 * the not-found handler that sends them is no route, so the compression
 * plugin never sees them, and the shell does it itself.
 */

const WEB = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web',
);

let webRoot: string;
let server: TestServer;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'members-shell-web-'));
  for (const page of ['index.html', 'login.html']) {
    copyFileSync(path.join(WEB, page), path.join(webRoot, page));
  }
  server = await startTestServer({ webRoot });
});

afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** A GET with exactly these headers, the body as sent (not decoded). */
function get(
  at: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`/dashboard${at}`, server.url);
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('the page shells', () => {
  it.each(['/', '/login', '/de-de/invoice?id=1'])(
    'go out as brotli when the browser takes it: %s',
    async (at) => {
      const plain = await get(at, {});
      const compressed = await get(at, {
        'accept-encoding': 'gzip, deflate, br, zstd',
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(compressed.status).toBe(plain.status);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toContain('Accept-Encoding');
      expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
      expect(brotliDecompressSync(compressed.body).toString()).toBe(
        plain.body.toString(),
      );
    },
  );

  it('go out as gzip when brotli is refused or not offered', async () => {
    const plain = await get('/', {});
    for (const accepted of ['gzip', 'br;q=0, gzip;q=0.5', 'deflate, gzip']) {
      const compressed = await get('/', { 'accept-encoding': accepted });
      expect(compressed.headers['content-encoding'], accepted).toBe('gzip');
      expect(gunzipSync(compressed.body).toString()).toBe(
        plain.body.toString(),
      );
    }
  });

  it('go out as they are when nothing the server has is accepted', async () => {
    for (const accepted of ['identity', 'br;q=0, gzip;q=0', 'zstd']) {
      const answer = await get('/', { 'accept-encoding': accepted });
      expect(answer.headers['content-encoding'], accepted).toBeUndefined();
      expect(answer.body.toString()).toContain('<div id="root">');
    }
  });

  it('still answer an unchanged shell with 304 and no body', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
