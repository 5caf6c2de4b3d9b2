import type { Clock } from '../lib/clock.js';

import { CircuitBreaker } from './circuit-breaker.js';
import { droppedRecordsOf } from './client.js';
import type { WhmcsClient } from './client.js';
import {
  WhmcsBadReplyError,
  WhmcsCircuitOpenError,
  WhmcsHttpError,
  WhmcsNetworkError,
  WhmcsTimeoutError,
} from './errors.js';
import type { WhmcsParams } from './form-params.js';
import { whmcsActions } from './registry.js';
import type { WhmcsActionName } from './registry.js';

/** Told about every WHMCS call: its action, duration and error (null = success). */
export type WhmcsCallListener = (
  action: WhmcsActionName,
  durationMs: number,
  error: unknown,
) => void;

/** How the guard behaves; threshold 0 turns the breakers off. */
export interface GuardOptions {
  threshold: number;
  resetMs: number;
  /** Calls of one group allowed to wait at once. */
  capacity?: number;
  onCall?: WhmcsCallListener;
  /** Told when a reply's lists left records out (they did not match their schema). */
  onRecordsDropped?: (action: WhmcsActionName, count: number) => void;
  onStateChange?: (group: string, state: string) => void;
  /** The server's clock (the breakers' windows and pauses). */
  now?: Clock;
}

const GROUPS: [RegExp, string][] = [
  [/Ticket|SupportDepartments/, 'support'],
  [/Invoice|PaymentMethods|Currencies/, 'billing'],
  [/ClientsProducts|ClientProduct|ModuleChangePw|GetProducts/, 'services'],
  [/ValidateLogin|SsoToken/, 'auth'],
  [/Client|Affiliates/, 'clients'],
];

/** The action group whose circuit an action shares (`support`, `billing`, …). */
export function actionGroupOf(action: string): string {
  return GROUPS.find(([pattern]) => pattern.test(action))?.[1] ?? 'other';
}

/**
 * Whether a failed call says WHMCS itself is down: a transport failure, a
 * timeout, HTTP 5xx or a reply that is not JSON. A business error ("Client
 * Not Found", "Malformed UTF-8 characters") or JSON of an unexpected shape
 * means WHMCS answered, so it never opens a circuit for everyone.
 */
export function isOutage(error: unknown): boolean {
  return (
    error instanceof WhmcsTimeoutError ||
    error instanceof WhmcsNetworkError ||
    (error instanceof WhmcsBadReplyError && error.isUnparsable) ||
    (error instanceof WhmcsHttpError && error.status >= 500)
  );
}

/**
 * Wraps the WHMCS client with a circuit breaker per action group, so a dead
 * WHMCS answers at once (502) instead of every request waiting for the
 * deadline, and reports each call's duration and outcome (metrics).
 */
export function guardWhmcsClient(
  inner: WhmcsClient,
  options: GuardOptions,
): WhmcsClient {
  const breakers = new Map<string, CircuitBreaker>();
  const breakerOf = (group: string): CircuitBreaker => {
    let breaker = breakers.get(group);
    if (!breaker) {
      breaker = new CircuitBreaker({
        threshold: options.threshold,
        errorRatio: 0.5,
        windowMs: 10_000,
        resetMs: options.resetMs,
        capacity: options.capacity ?? 64,
        ...(options.now ? { now: options.now } : {}),
      });
      breakers.set(group, breaker);
    }
    return breaker;
  };

  async function measured(
    action: WhmcsActionName,
    params: WhmcsParams | undefined,
  ): Promise<unknown> {
    const startedAt = performance.now();
    try {
      const reply = await inner.call(action, params ?? {});
      options.onCall?.(action, performance.now() - startedAt, null);
      const dropped = droppedRecordsOf(reply);
      if (dropped > 0) {
        options.onRecordsDropped?.(action, dropped);
      }
      return reply;
    } catch (error) {
      options.onCall?.(action, performance.now() - startedAt, error);
      throw error;
    }
  }

  function call(
    action: WhmcsActionName,
    params: WhmcsParams | undefined,
  ): Promise<unknown> {
    if (options.threshold === 0) {
      return measured(action, params);
    }
    const group = actionGroupOf(action);
    const breaker = breakerOf(group);
    const before = breaker.state;
    return breaker
      .run(
        () => measured(action, params),
        isOutage,
        (reason) => {
          const error = new WhmcsCircuitOpenError(action, group, reason);
          options.onCall?.(action, 0, error);
          return error;
        },
      )
      .finally(() => {
        if (breaker.state !== before) {
          options.onStateChange?.(group, breaker.state);
        }
      });
  }

  const methods = Object.fromEntries(
    (Object.keys(whmcsActions) as WhmcsActionName[]).map((action) => [
      `${action.charAt(0).toLowerCase()}${action.slice(1)}`,
      (params?: WhmcsParams) => call(action, params),
    ]),
  );
  return {
    ...methods,
    endpoint: inner.endpoint,
    call: (action: WhmcsActionName, params: WhmcsParams) =>
      call(action, params),
  } as WhmcsClient;
}
