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
 * Serialised panel reads kept compact in the shared store (gzipped, base64:
 * a 10 000-channel list of about 1 MB keeps in about 150 kB), for the
 * period each read names; a refusal or failure for `backoffMs`. Concurrent
 * reads of one key in this process share one load. A failing store never
 * fails a read: the panel is then asked directly.
 */
export class PanelReadCache {
  private readonly flights = new Map<string, Promise<string>>();

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
    const kept = await this.readKept(key);
    if (kept !== null) {
      return kept.startsWith(FAILURE_MARK) ? rethrow(kept) : kept;
    }
    let flight = this.flights.get(key);
    if (!flight) {
      flight = this.loadAndKeep(key, ttlMs, load).finally(() => {
        this.flights.delete(key);
      });
      this.flights.set(key, flight);
    }
    const result = await flight;
    return result.startsWith(FAILURE_MARK) ? rethrow(result) : result;
  }

  private async readKept(key: string): Promise<string | null> {
    const raw = await this.store.get(key).catch(() => null);
    if (!raw) {
      return null;
    }
    if (raw.startsWith(FAILURE_MARK)) {
      return raw;
    }
    try {
      return (await gunzipAsync(Buffer.from(raw, 'base64'))).toString('utf8');
    } catch {
      return null;
    }
  }

  private async loadAndKeep(
    key: string,
    ttlMs: number,
    load: () => Promise<string>,
  ): Promise<string> {
    try {
      const value = await load();
      if (ttlMs > 0) {
        const packed = (await gzipAsync(value)).toString('base64');
        await this.store.set(key, packed, ttlMs).catch(() => undefined);
      }
      return value;
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
