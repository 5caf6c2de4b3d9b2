import {
  serviceStatusResponseSchema,
  type ServiceStatusResponse,
} from '@members/contract';

import type { ServerDeps } from '../../http/feature.js';
import { takeLock } from '../../stores/lock.js';

import { composeStatus } from './compose-status.js';
import {
  readNetworkIssues,
  StatusUnreadableError,
} from './read-network-issues.js';

const FRESH_KEY = 'service-status:fresh';
const LAST_KEY = 'service-status:last';
const LOCK_KEY = 'service-status:lock';
/** The last good answer outlives the resolved issues it lists. */
const LAST_TTL_MS = 8 * 86_400_000;
const POLL_MS = 100;

/** Nothing could be read yet. */
const UNKNOWN: ServiceStatusResponse = {
  error: false,
  issues: [],
  openCount: 0,
  source: null,
  checkedAt: null,
};

type CacheDeps = Pick<
  ServerDeps,
  'stores' | 'whmcs' | 'config' | 'now' | 'logger'
>;

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * WHMCS's network issues, read at most once per period whatever the number
 * of customers and instances: the answer is kept in the shared store; the
 * concurrent misses of one instance share one read, and a short lock in the
 * store lets one instance read while the others wait for its answer.
 */
export class ServiceStatusCache {
  private flight: Promise<ServiceStatusResponse> | null = null;

  constructor(
    private readonly deps: CacheDeps,
    private readonly ttlMs: number,
  ) {}

  /** The current answer: kept, or read once for everyone. */
  async get(): Promise<ServiceStatusResponse> {
    const fresh = await this.read(FRESH_KEY);
    if (fresh) return fresh;
    this.flight ??= this.refresh().finally(() => {
      this.flight = null;
    });
    return this.flight;
  }

  private get lockMs(): number {
    return 2 * this.deps.config.whmcs.timeoutMs + 1000;
  }

  private async read(key: string): Promise<ServiceStatusResponse | null> {
    const text = await this.deps.stores.tokens.get(key).catch(() => null);
    if (!text) return null;
    try {
      return serviceStatusResponseSchema.parse(JSON.parse(text));
    } catch {
      return null;
    }
  }

  private async write(
    key: string,
    value: ServiceStatusResponse,
    ttlMs: number,
  ) {
    await this.deps.stores.tokens
      .set(key, JSON.stringify(value), ttlMs)
      .catch(() => undefined);
  }

  private async refresh(): Promise<ServiceStatusResponse> {
    const release = await takeLock(
      this.deps.stores.tokens,
      LOCK_KEY,
      this.lockMs,
    ).catch(() => async () => undefined);
    if (!release) return this.waitForOtherInstance();
    try {
      return (await this.read(FRESH_KEY)) ?? (await this.readWhmcs());
    } finally {
      await release();
    }
  }

  private async readWhmcs(): Promise<ServiceStatusResponse> {
    const last = await this.read(LAST_KEY);
    let answer: ServiceStatusResponse;
    try {
      const current = await readNetworkIssues(this.deps);
      answer = composeStatus(
        current,
        last,
        this.deps.now(),
        this.deps.config.billingTimeZone,
      );
      await this.write(LAST_KEY, answer, LAST_TTL_MS);
    } catch (error) {
      if (!(error instanceof StatusUnreadableError)) throw error;
      // WHMCS is not asked again before the period is over either.
      answer = last ?? UNKNOWN;
    }
    await this.write(FRESH_KEY, answer, this.ttlMs);
    return answer;
  }

  /** Another instance is reading: its answer, or the last good one. */
  private async waitForOtherInstance(): Promise<ServiceStatusResponse> {
    for (let waited = 0; waited < this.lockMs; waited += POLL_MS) {
      await sleep(POLL_MS);
      const fresh = await this.read(FRESH_KEY);
      if (fresh) return fresh;
    }
    return (await this.read(LAST_KEY)) ?? UNKNOWN;
  }
}
