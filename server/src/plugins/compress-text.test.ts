import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { compressTextPlugin } from './compress-text.js';

/** JSON text of about `bytes` bytes, as varied as a dashboard's. */
function jsonOf(bytes: number): string {
  const rows: string[] = [];
  for (let i = 0; rows.join(',').length < bytes; i++) {
    rows.push(
      JSON.stringify({
        id: i,
        total: `${(i * 7.31).toFixed(2)}`,
        note: `row ${i * 13}`,
      }),
    );
  }
  return `[${rows.join(',')}]`;
}

describe('compressTextPlugin', () => {
  const app = Fastify();
  const bodies = new Map(
    [500, 1_500, 8_000, 20_000, 60_000].map((bytes) => [bytes, jsonOf(bytes)]),
  );

  beforeAll(async () => {
    await app.register(compressTextPlugin);
    app.get<{ Params: { bytes: string } }>(
      '/json/:bytes',
      async (request, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send(bodies.get(Number(request.params.bytes))),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('gzips each size to what zlib makes with its defaults, byte for byte as long', async () => {
    for (const [bytes, body] of bodies) {
      const reply = await app.inject({
        url: `/json/${bytes}`,
        headers: { 'accept-encoding': 'gzip' },
      });
      if (bytes < 1_024) {
        expect(reply.headers['content-encoding']).toBeUndefined();
        expect(reply.body).toBe(body);
        continue;
      }
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(reply.rawPayload).toString()).toBe(body);
      // The window sized to the answer loses nothing against zlib's 32 kB one.
      expect(reply.rawPayload.length).toBeLessThanOrEqual(
        gzipSync(body).length,
      );
    }
  });

  it('prefers brotli when the request takes it', async () => {
    const body = bodies.get(8_000) ?? '';
    const reply = await app.inject({
      url: '/json/8000',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(body);
  });
});
