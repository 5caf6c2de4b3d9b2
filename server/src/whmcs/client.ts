import { setTimeout as sleep } from 'node:timers/promises';

import type { z } from 'zod';

import type { WhmcsActionDefinition } from './action-definition.js';
import { buildCallBody, resolveApiEndpoint } from './call-request.js';
import type { WhmcsCredentials } from './call-request.js';
import {
  WhmcsBadReplyError,
  WhmcsClientError,
  WhmcsHttpError,
  WhmcsNetworkError,
  WhmcsTimeoutError,
} from './errors.js';
import { fetchReply } from './fetch-reply.js';
import { maskParams } from './form-params.js';
import type { WhmcsParams } from './form-params.js';
import { interpretReply } from './interpret-reply.js';
import type { ReplyReporter } from './interpret-reply.js';
import { collectDroppedRecords, formatIssues } from './normalise.js';
import { whmcsActions } from './registry.js';
import type {
  WhmcsActionName,
  WhmcsActionParams,
  WhmcsActionReply,
} from './registry.js';

/** Default deadline of one call, retries included (`WHMCS_TIMEOUT_MS`). */
export const DEFAULT_TIMEOUT_MS = 20_000;

/** Default cap on a reply body; the HTTP client itself has none. */
export const DEFAULT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

const MAX_RETRY_JITTER_MS = 100;

/** The two log levels the client uses, in pino's `(details, message)` form. */
export interface WhmcsLogger {
  warn(details: Record<string, unknown>, message: string): void;
  debug(details: Record<string, unknown>, message: string): void;
  /** Whether `debug` writes anything (pino's): its details are built only then. */
  isLevelEnabled?(level: 'debug'): boolean;
}

/** The logger to write a call's debug line to, when it writes debug lines at all. */
function debugLogger(logger: WhmcsLogger | undefined): WhmcsLogger | undefined {
  return logger?.isLevelEnabled?.('debug') === false ? undefined : logger;
}

/** Settings of a WHMCS client; the credential pair needs the "API Access" role. */
export interface WhmcsClientOptions extends WhmcsCredentials {
  /** WHMCS base URL; `/includes/api.php` is appended unless already there. */
  readonly url: string;
  readonly timeoutMs?: number | undefined;
  readonly maxResponseBytes?: number | undefined;
  readonly logger?: WhmcsLogger | undefined;
}

/** How many records each reply's lists left out, by reply object. */
const droppedRecordCounts = new WeakMap<object, number>();

/**
 * How many records the lists of a reply left out because they did not match
 * their schema (0 for none, or for anything that is not a client reply).
 */
export function droppedRecordsOf(reply: unknown): number {
  return typeof reply === 'object' && reply !== null
    ? (droppedRecordCounts.get(reply) ?? 0)
    : 0;
}

/** The argument list of an action: optional when every parameter is. */
export type WhmcsParamsArgs<Params> =
  Record<never, never> extends Params ? [params?: Params] : [params: Params];

/** One typed method per action, named like the action in camelCase (`getClientsProducts`). */
export type WhmcsActionMethods = {
  [A in WhmcsActionName as Uncapitalize<A>]: (
    ...args: WhmcsParamsArgs<WhmcsActionParams<A>>
  ) => Promise<WhmcsActionReply<A>>;
};

/** The WHMCS client: a typed method per action plus the generic `call`. */
export type WhmcsClient = WhmcsActionMethods & {
  /** The full API URL the client posts to. */
  readonly endpoint: string;
  /**
   * Calls an action and returns its parsed reply, or throws a
   * `WhmcsClientError` subclass.
   */
  call<A extends WhmcsActionName>(
    action: A,
    params: WhmcsActionParams<A>,
  ): Promise<WhmcsActionReply<A>>;
};

type AnyActionDefinition = WhmcsActionDefinition<WhmcsParams, z.ZodType>;

/** What the calls of one client share: where they go, their limits, their logging. */
interface CallContext extends ReplyReporter {
  readonly options: WhmcsClientOptions;
  readonly endpoint: string;
  readonly timeoutMs: number;
  readonly maxResponseBytes: number;
}

function requirePositive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive number`);
  }
  return value;
}

function isRetryable(error: unknown): boolean {
  return (
    error instanceof WhmcsNetworkError ||
    (error instanceof WhmcsBadReplyError && error.isUnparsable) ||
    (error instanceof WhmcsHttpError && error.status >= 500)
  );
}

async function attemptCall(
  context: CallContext,
  action: WhmcsActionName,
  definition: AnyActionDefinition,
  body: string,
  deadline: AbortSignal,
): Promise<unknown> {
  const { logger } = context;
  const { status, bytes } = await fetchReply(
    context.endpoint,
    action,
    body,
    Math.max(definition.maxResponseBytes ?? 0, context.maxResponseBytes),
    deadline,
  );
  const envelope = interpretReply(action, status, bytes, context);
  const { result: parsed, dropped } = collectDroppedRecords(() =>
    definition.replySchema.safeParse(envelope),
  );
  if (!parsed.success) {
    throw new WhmcsBadReplyError(
      action,
      'WHMCS reply does not match the expected shape',
      formatIssues(parsed.error.issues),
      { isUnparsable: false },
    );
  }
  if (dropped.length > 0) {
    logger?.warn(
      { action, dropped: dropped.length, records: dropped.slice(0, 5) },
      'WHMCS records left out: they do not match the expected shape',
    );
    if (typeof parsed.data === 'object' && parsed.data !== null) {
      droppedRecordCounts.set(parsed.data, dropped.length);
    }
  }
  return parsed.data;
}

function logRetry(
  logger: WhmcsLogger | undefined,
  action: WhmcsActionName,
  attempt: number,
  error: unknown,
): void {
  logger?.warn(
    {
      action,
      attempt,
      error: error instanceof Error ? error.name : 'unknown',
      reason: error instanceof Error ? error.message : undefined,
      details: error instanceof WhmcsBadReplyError ? error.details : undefined,
    },
    'retrying WHMCS read',
  );
}

async function callAction(
  context: CallContext,
  action: WhmcsActionName,
  params: WhmcsParams | undefined,
): Promise<unknown> {
  const { logger, timeoutMs } = context;
  // Each call's debug line masks its parameters: not for a level that drops it.
  const debug = debugLogger(logger);
  const definition: AnyActionDefinition = whmcsActions[action];
  const merged: WhmcsParams = { ...definition.defaultParams, ...params };
  const body = buildCallBody(context.options, action, merged);
  const startedAt = performance.now();
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  let attempt = 1;
  try {
    for (;;) {
      try {
        const reply = await attemptCall(
          context,
          action,
          definition,
          body,
          deadline.signal,
        );
        debug?.debug(
          {
            action,
            attempt,
            durationMs: Math.round(performance.now() - startedAt),
            params: maskParams(merged),
          },
          'WHMCS call succeeded',
        );
        return reply;
      } catch (error) {
        if (deadline.signal.aborted) {
          throw new WhmcsTimeoutError(action, timeoutMs);
        }
        const remainingMs = timeoutMs - (performance.now() - startedAt);
        const mayRetry =
          definition.isRead &&
          attempt === 1 &&
          isRetryable(error) &&
          remainingMs >= timeoutMs / 2;
        if (!mayRetry) {
          throw error;
        }
        logRetry(logger, action, attempt, error);
        attempt += 1;
        await sleep(Math.random() * MAX_RETRY_JITTER_MS, undefined, {
          signal: deadline.signal,
        }).catch(() => undefined);
      }
    }
  } catch (error) {
    if (error instanceof WhmcsClientError) {
      debug?.debug(
        {
          action,
          attempt,
          durationMs: Math.round(performance.now() - startedAt),
          error: error.name,
          params: maskParams(merged),
        },
        'WHMCS call failed',
      );
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Creates the WHMCS client: form-encoded POSTs with one deadline per call
 * (connect, headers and body, retries included), a reply size cap, typed
 * errors, and at most one retry for `Get*` reads because writes are not
 * idempotent.
 */
export function createWhmcsClient(options: WhmcsClientOptions): WhmcsClient {
  const endpoint = resolveApiEndpoint(options.url);
  if (options.identifier === '' || options.secret === '') {
    throw new TypeError('WHMCS identifier and secret are required');
  }
  const context: CallContext = {
    options,
    endpoint,
    timeoutMs: requirePositive(
      'timeoutMs',
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ),
    maxResponseBytes: requirePositive(
      'maxResponseBytes',
      options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    ),
    logger: options.logger,
    // Each action's stray PHP output is logged once, not on every call.
    junkLogged: new Set<string>(),
  };

  const call = (action: WhmcsActionName, params?: WhmcsParams) =>
    callAction(context, action, params);

  const methods = Object.fromEntries(
    (Object.keys(whmcsActions) as WhmcsActionName[]).map((action) => [
      `${action.charAt(0).toLowerCase()}${action.slice(1)}`,
      (params?: WhmcsParams) => callAction(context, action, params),
    ]),
  );

  return { ...methods, endpoint, call } as WhmcsClient;
}
