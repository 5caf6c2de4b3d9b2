import { createHash } from 'node:crypto';

import type { PanelLine } from '../panel/index.js';
import { PanelRefusedError, PanelUnavailableError } from '../panel/index.js';

import type { TokenStore } from './types.js';

/** What is kept of one panel read: the line, or how it failed. */
type KeptRead =
  | { ok: true; line: PanelLine }
  | { ok: false; refused: boolean; message: string };

/** How long reads are kept. */
export interface PanelLineCacheOptions {
  /** A line read is answered from here for this long (0 = not kept). */
  ttlMs: number;
  /** After `auth` 0 or a failure, the panel is not asked again for this long. */
  backoffMs: number;
}

/**
 * The key of a line's reads: a hash of the panel, the username and the
 * password, so a line password reset is a new key (the old reads are never
 * answered for the new password) and the store never holds a credential.
 */
export function panelLineKey(
  panelUrl: string,
  username: string,
  password: string,
): string {
  const hash = createHash('sha256')
    .update(`${panelUrl}\u0000${username}\u0000${password}`)
    .digest('base64url');
  return `panel-line:${hash}`;
}

function rethrow(kept: Extract<KeptRead, { ok: false }>): never {
  throw kept.refused
    ? new PanelRefusedError()
    : new PanelUnavailableError('bad_reply', kept.message);
}

/**
 * Polite reads of the IPTV panel (panels block addresses that flood their
 * login): a line's answer is kept in the shared store for `ttlMs` (every
 * instance answers from it with Redis), a refusal or failure for
 * `backoffMs` (answered again without asking the panel), and concurrent
 * reads of one line in this process share one call. A failing store never
 * fails a read: the panel is then asked directly.
 */
export class PanelLineCache {
  private readonly flights = new Map<string, Promise<KeptRead>>();

  constructor(
    private readonly store: TokenStore,
    private readonly options: PanelLineCacheOptions,
  ) {}

  /** The line under `key`, kept or read with `load` (which throws the panel's errors). */
  async read(key: string, load: () => Promise<PanelLine>): Promise<PanelLine> {
    const kept = await this.readKept(key);
    if (kept) {
      return kept.ok ? kept.line : rethrow(kept);
    }
    let flight = this.flights.get(key);
    if (!flight) {
      flight = this.loadAndKeep(key, load).finally(() => {
        this.flights.delete(key);
      });
      this.flights.set(key, flight);
    }
    const result = await flight;
    return result.ok ? result.line : rethrow(result);
  }

  private async readKept(key: string): Promise<KeptRead | null> {
    const raw = await this.store.get(key).catch(() => null);
    if (!raw) {
      return null;
    }
    try {
      return JSON.parse(raw) as KeptRead;
    } catch {
      return null;
    }
  }

  private async loadAndKeep(
    key: string,
    load: () => Promise<PanelLine>,
  ): Promise<KeptRead> {
    let result: KeptRead;
    try {
      result = { ok: true, line: await load() };
    } catch (error) {
      if (
        !(error instanceof PanelRefusedError) &&
        !(error instanceof PanelUnavailableError)
      ) {
        throw error;
      }
      result = {
        ok: false,
        refused: error instanceof PanelRefusedError,
        message: error.message,
      };
    }
    const ttlMs = result.ok ? this.options.ttlMs : this.options.backoffMs;
    if (ttlMs > 0) {
      await this.store
        .set(key, JSON.stringify(result), ttlMs)
        .catch(() => undefined);
    }
    return result;
  }
}
