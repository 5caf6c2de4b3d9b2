import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

import { PanelRefusedError, PanelUnavailableError } from '../panel/index.js';

import type { TokenStore } from './types.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** How long a failure is answered again without asking the panel. */
export interface PanelReadCacheOptions {
  backoffMs: number;
}

/**
 * The key of a line's panel reads of one kind (`channels`, `guide:1234`): a
 * hash of the panel, the username and the password, so a line password
 * reset reads anew and the store never holds a credential.
 */
export function panelReadKey(
  kind: string,
  panelUrl: string,
  username: string,
  password: string,
): string {
  const hash = createHash('sha256')
    .update(`${panelUrl}\u0000${username}\u0000${password}`)
    .digest('base64url');
  return `panel-read:${kind}:${hash}`;
}

/** A kept failure: `!` then `r` (refused) or `u` (unavailable) and its message. */
const FAILURE_MARK = '!';

function failureOf(error: unknown): string | null {
  if (error instanceof PanelRefusedError) {
    return `${FAILURE_MARK}r`;
  }
  if (error instanceof PanelUnavailableError) {
    return `${FAILURE_MARK}u${error.message}`;
  }
  return null;
}

function rethrow(kept: string): never {
  throw kept.charAt(1) === 'r'
    ? new PanelRefusedError()
    : new PanelUnavailableError('bad_reply', kept.slice(2));
}

/**
 * A kept text as the store keeps it, gzipped, and the text itself when this
 * process has it at hand (it was just loaded).
 */
export interface PackedText {
  gzip: Buffer;
  text: string | null;
}

/** A packed read's text: the one at hand, or its gzip unpacked. */
export async function unpackedText(packed: PackedText): Promise<string> {
  return packed.text ?? (await gunzipAsync(packed.gzip)).toString('utf8');
}

/** What a load gives: the text with its packed form, or a failure mark. */
type Loaded = { gzip: Buffer; text: string } | string;

/** The first bytes of every gzip stream (RFC 1952). */
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * Serialised panel reads kept compact in the shared store (gzipped, base64:
 * a 10 000-channel list of about 1 MB keeps in about 150 kB), for the
 * period each read names; a refusal or failure for `backoffMs`. Concurrent
 * reads of one key in this process share one load. A failing store never
 * fails a read: the panel is then asked directly. A read can be had packed
 * ({@link readPacked}), as a browser that takes gzip may be sent it.
 */
export class PanelReadCache {
  private readonly flights = new Map<string, Promise<Loaded>>();

  constructor(
    private readonly store: TokenStore,
    private readonly options: PanelReadCacheOptions,
  ) {}

  /** The text under `key`, kept or loaded (and kept for `ttlMs`). */
  async read(
    key: string,
    ttlMs: number,
    load: () => Promise<string>,
  ): Promise<string> {
    const packed = await this.readPacked(key, ttlMs, load);
    try {
      return await unpackedText(packed);
    } catch {
      // Kept bytes that do not unpack are read anew.
      const loaded = await this.loadOnce(key, ttlMs, load);
      return typeof loaded === 'string' ? rethrow(loaded) : loaded.text;
    }
  }

  /** The text under `key` gzipped as it is kept, loaded (and kept) when it is not. */
  async readPacked(
    key: string,
    ttlMs: number,
    load: () => Promise<string>,
  ): Promise<PackedText> {
    const kept =
      (await this.readKept(key)) ?? (await this.loadOnce(key, ttlMs, load));
    return typeof kept === 'string' ? rethrow(kept) : kept;
  }

  private loadOnce(
    key: string,
    ttlMs: number,
    load: () => Promise<string>,
  ): Promise<Loaded> {
    let flight = this.flights.get(key);
    if (!flight) {
      flight = this.loadAndKeep(key, ttlMs, load).finally(() => {
        this.flights.delete(key);
      });
      this.flights.set(key, flight);
    }
    return flight;
  }

  private async readKept(key: string): Promise<PackedText | string | null> {
    const raw = await this.store.get(key).catch(() => null);
    if (!raw) {
      return null;
    }
    if (raw.startsWith(FAILURE_MARK)) {
      return raw;
    }
    const gzip = Buffer.from(raw, 'base64');
    return gzip.subarray(0, 2).equals(GZIP_MAGIC) ? { gzip, text: null } : null;
  }

  private async loadAndKeep(
    key: string,
    ttlMs: number,
    load: () => Promise<string>,
  ): Promise<Loaded> {
    try {
      const text = await load();
      const gzip = await gzipAsync(text);
      if (ttlMs > 0) {
        await this.store
          .set(key, gzip.toString('base64'), ttlMs)
          .catch(() => undefined);
      }
      return { gzip, text };
    } catch (error) {
      const failure = failureOf(error);
      if (failure === null) {
        throw error;
      }
      if (this.options.backoffMs > 0) {
        await this.store
          .set(key, failure, this.options.backoffMs)
          .catch(() => undefined);
      }
      return failure;
    }
  }
}
