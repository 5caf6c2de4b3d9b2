import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { TtlMap } from '../stores/memory/ttl-map.js';
import type { CacheStats } from '../stores/types.js';

/** The encodings offered, best first, chosen as @fastify/compress chooses. */
const ENCODINGS = new Negotiator<'br' | 'gzip'>({
  supportedValues: ['br', 'gzip'],
});

/**
 * Brotli at quality 4, text mode, as @fastify/compress compresses on the fly
 * (about 0.2 ms for a page shell; the highest quality takes 3 ms for 15%
 * fewer bytes).
 */
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

/** Whether a request takes gzip, as @fastify/compress reads Accept-Encoding. */
const GZIP_ONLY = new Negotiator<'gzip'>({ supportedValues: ['gzip'] });

/** Answers smaller than this go out as they are: compressing gains little. */
const THRESHOLD_BYTES = 1024;

/** Text worth compressing: JSON, HTML, scripts, styles, manifests. */
const TEXT_TYPE =
  /^(?:text\/|application\/(?:json|javascript|manifest\+json|[\w.+-]+\+json|xml))/i;

/**
 * Gzip's window and hash table sized to the answer: zlib's defaults (a
 * 32 kB window, memory level 8) set up about 256 kB of state for every
 * answer, which took 150 to 220 µs for an 8 kB dashboard; sized, 30 to
 * 75 µs, with the same bytes out for answers of up to 32 kB (a window never
 * needs to reach further back than the answer is long).
 */
function gzipOptions(bytes: number): { windowBits: number; memLevel: number } {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(bytes))));
  return { windowBits, memLevel: Math.min(8, Math.max(1, windowBits - 7)) };
}

function compress(
  body: string | Buffer,
  bytes: number,
  encoding: 'br' | 'gzip',
): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, BROTLI_OPTIONS)
    : gzipSync(body, gzipOptions(bytes));
}

type Encoding = 'br' | 'gzip';

/** An answer's compressed bytes, by encoding, and what its text weighs. */
interface KeptAnswer {
  /** The text counted at two bytes a character. */
  textBytes: number;
  br?: Buffer;
  gzip?: Buffer;
}

function weightOf(answer: KeptAnswer): number {
  return (
    answer.textBytes + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0)
  );
}

/**
 * The compressed bytes of the latest JSON answers, by their text: an answer
 * sent again unchanged (a dashboard read again, from the read cache or
 * from WHMCS with nothing new) goes out as it went before, not compressed
 * again. Compressing a dashboard took 0.2 to 0.4 ms, looking it up here a
 * few µs. A bounded `TtlMap` whose entries never expire: the least
 * recently sent go first.
 */
export class CompressedAnswers {
  private readonly kept: TtlMap<KeptAnswer>;

  constructor(
    maxEntries: number,
    private readonly maxBytes: number,
  ) {
    this.kept = new TtlMap(() => 0, {
      maxEntries,
      maxBytes,
      sizeOf: weightOf,
    });
  }

  /** `text` compressed with `encoding`, as kept, or made by `compress` now and kept. */
  compressed(text: string, encoding: Encoding, compress: () => Buffer): Buffer {
    const kept = this.kept.get(text);
    const bytes = kept?.[encoding] ?? compress();
    const answer = { ...kept, textBytes: text.length * 2, [encoding]: bytes };
    // An answer larger than all the bytes allowed is not kept at all.
    if (weightOf(answer) <= this.maxBytes) {
      // Written again, it is the newest: it goes to the end of the order.
      this.kept.set(text, answer, Number.POSITIVE_INFINITY);
    }
    return bytes;
  }

  stats(): CacheStats {
    return this.kept.stats();
  }
}

/** JSON answers: a page shell carries a value of its own each time, and is not kept. */
const JSON_TYPE = /^application\/json\b/i;

/** This process's kept answers: 32 at most, in 512 KiB (about 28 dashboards). */
const ANSWERS = new CompressedAnswers(32, 512 * 1024);

/** What the kept compressed answers hold, for the metrics. */
export function compressedAnswerStats(): CacheStats {
  return ANSWERS.stats();
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const list = typeof vary === 'string' && vary !== '' ? `${vary}, ` : '';
  if (!/\baccept-encoding\b/i.test(list)) {
    reply.header('vary', `${list}accept-encoding`);
  }
}

/**
 * A text answer kept gzipped (a panel read as the store keeps it): its
 * gzip bytes as they are to a request that takes gzip, with the headers
 * that say so, else the text from `unpacked`. Nothing is compressed again.
 */
export async function sendGzippedText(
  request: FastifyRequest,
  reply: FastifyReply,
  gzip: Buffer,
  unpacked: () => Promise<string>,
): Promise<FastifyReply> {
  addVary(reply);
  const accepts = GZIP_ONLY.negotiate(
    request.headers['accept-encoding']?.toLowerCase() ?? '',
  );
  if (accepts === null) {
    return reply.send(await unpacked());
  }
  reply.header('content-encoding', 'gzip');
  return reply.send(gzip);
}

/**
 * A text answer held in memory (JSON, a page shell), compressed as the
 * request accepts when it is text of `minBytes` or more (1 kB), its headers
 * set; anything else as it is.
 */
export function compressedText(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  minBytes = THRESHOLD_BYTES,
): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
    return payload;
  }
  const type = reply.getHeader('content-type');
  const encoding = ENCODINGS.negotiate(
    request.headers['accept-encoding']?.toLowerCase() ?? '',
  );
  if (
    encoding === null ||
    reply.hasHeader('content-encoding') ||
    typeof type !== 'string' ||
    !TEXT_TYPE.test(type)
  ) {
    return payload;
  }
  const bytes = Buffer.byteLength(payload);
  if (bytes < minBytes) {
    return payload;
  }
  addVary(reply);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return typeof payload === 'string' && JSON_TYPE.test(type)
    ? ANSWERS.compressed(payload, encoding, () =>
        compress(payload, bytes, encoding),
      )
    : compress(payload, bytes, encoding);
}

/**
 * Compresses each route's text answers in one step, before they are sent:
 * a dashboard of 10 to 20 kB takes a fraction of a millisecond, where a
 * compression stream for it took several, with its chunked answer and the
 * ticks between its streams. The hook is the route's last but compression's
 * own, so the route's other hooks (idempotency, cached reads) see the
 * answer as the handler gave it. Streamed answers (an archive, a file) are
 * left to `@fastify/compress`, which leaves what was compressed here alone.
 */
export const compressTextPlugin = fp(
  async (app) => {
    const onSend = (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: null, payload?: unknown) => void,
    ): void => {
      done(null, compressedText(request, reply, payload));
    };
    app.addHook('onRoute', (route) => {
      const own = route.onSend;
      Object.assign(route, {
        onSend: [...(own === undefined ? [] : [own].flat()), onSend],
      });
    });
  },
  { name: 'compress-text' },
);
