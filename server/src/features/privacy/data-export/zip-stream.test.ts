import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { streamZip } from './zip-stream.js';

/** Text that does not compress to nothing: a few hundred kilobytes of numbered lines. */
function bulkyText(lines: number): string {
  return Array.from(
    { length: lines },
    (_, index) =>
      `${index},${(index * 7919) % 104729},line ${index.toString(36)}`,
  ).join('\n');
}

async function readAll(
  stream: AsyncIterable<Buffer>,
): Promise<{ chunks: number; bytes: Uint8Array }> {
  const parts: Buffer[] = [];
  for await (const part of stream) {
    parts.push(part);
  }
  return { chunks: parts.length, bytes: new Uint8Array(Buffer.concat(parts)) };
}

describe('streamZip', () => {
  it('streams the archive in many chunks that unzip to the files', async () => {
    const big = bulkyText(40_000);
    const files = [
      { name: 'big.csv', text: big },
      { name: 'README.txt', text: 'Grüße ✓' },
    ];
    const { chunks, bytes } = await readAll(
      streamZip(files, new Date('2026-11-28T12:00:00Z')),
    );
    expect(chunks).toBeGreaterThan(2);
    const unzipped = unzipSync(bytes);
    expect(Object.keys(unzipped)).toEqual(['big.csv', 'README.txt']);
    expect(strFromU8(unzipped['big.csv'] ?? new Uint8Array())).toBe(big);
    expect(strFromU8(unzipped['README.txt'] ?? new Uint8Array())).toBe(
      'Grüße ✓',
    );
  });

  it('ends without an error when the reader stops early', async () => {
    const stream = streamZip(
      [{ name: 'big.csv', text: bulkyText(200_000) }],
      new Date('2026-11-28T12:00:00Z'),
    );
    let read = 0;
    for await (const part of stream as AsyncIterable<Buffer>) {
      read += part.length;
      break;
    }
    expect(read).toBeGreaterThan(0);
    expect(stream.destroyed).toBe(true);
  });
});
