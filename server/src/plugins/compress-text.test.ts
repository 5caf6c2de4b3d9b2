import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CompressedAnswers, compressTextPlugin } from './compress-text.js';

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

describe('CompressedAnswers', () => {
  const compressOnce = (text: string) => {
    let calls = 0;
    return {
      compress: () => {
        calls += 1;
        return gzipSync(text);
      },
      calls: () => calls,
    };
  };

  it('compresses an answer sent again unchanged only once, per encoding', () => {
    const answers = new CompressedAnswers(8, 1_000_000);
    const text = jsonOf(8_000);
    const gzip = compressOnce(text);
    const first = answers.compressed(text, 'gzip', gzip.compress);
    // The same text made anew, as the next request's answer is.
    const again = answers.compressed(
      `${text} `.trimEnd(),
      'gzip',
      gzip.compress,
    );
    expect(again).toBe(first);
    expect(gzip.calls()).toBe(1);
    const br = compressOnce(text);
    answers.compressed(text, 'br', br.compress);
    expect(br.calls()).toBe(1);
    expect(answers.stats()).toMatchObject({ entries: 1, evictions: 0 });
    expect(answers.stats().bytes).toBeGreaterThan(text.length * 2);
  });

  it('keeps at most its entries and bytes, dropping the least recently sent first', () => {
    const answers = new CompressedAnswers(2, 100_000);
    const [a, b, c] = ['a', 'b', 'c'].map((tag) => `${tag}${jsonOf(2_000)}`);
    for (const text of [a, b, a, c]) {
      answers.compressed(text ?? '', 'gzip', () => gzipSync(text ?? ''));
    }
    expect(answers.stats()).toMatchObject({ entries: 2, evictions: 1 });
    // b was sent least recently: it went, a and c stay.
    const kept = compressOnce(a ?? '');
    answers.compressed(a ?? '', 'gzip', kept.compress);
    expect(kept.calls()).toBe(0);
    const dropped = compressOnce(b ?? '');
    answers.compressed(b ?? '', 'gzip', dropped.compress);
    expect(dropped.calls()).toBe(1);

    const small = new CompressedAnswers(10, 5_000);
    small.compressed(a ?? '', 'gzip', () => gzipSync(a ?? ''));
    small.compressed(b ?? '', 'gzip', () => gzipSync(b ?? ''));
    expect(small.stats().entries).toBe(1);
    expect(small.stats().bytes).toBeLessThanOrEqual(5_000);
    // An answer larger than all the bytes allowed is not kept.
    small.compressed(jsonOf(8_000), 'gzip', () => gzipSync(''));
    expect(small.stats().entries).toBe(1);
  });
});
