import { Redis } from 'ioredis';

import { StoreUnavailableError } from '../../lib/app-error.js';

/** Where a store failure is reported (logs, metrics); never thrown. */
export type StoreErrorListener = (operation: string, error: unknown) => void;

/** A Redis connection plus what every Redis store needs from it. */
export interface RedisContext {
  redis: Redis;
  /** Prepended to every key, e.g. `members:`. */
  prefix: string;
  now: () => number;
  onError: StoreErrorListener;
}

/**
 * Opens a connection that fails fast instead of queueing while Redis is
 * away (no offline queue, one retry, short timeouts), so callers fail closed
 * at once; it reconnects by itself in the background.
 */
export function createRedisConnection(
  url: string,
  onConnectionError: (error: unknown) => void,
): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  redis.on('error', onConnectionError);
  return redis;
}

/** Waits until the connection is ready, or gives up after `timeoutMs`. */
export function waitForRedis(
  redis: Redis,
  timeoutMs: number,
): Promise<boolean> {
  if (redis.status === 'ready') {
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    function onReady() {
      clearTimeout(timer);
      resolve(true);
    }
    redis.once('ready', onReady);
  });
}

/** Runs one store operation; any failure becomes a StoreUnavailableError. */
export async function runStore<T>(
  context: RedisContext,
  operation: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    context.onError(operation, error);
    throw new StoreUnavailableError(error);
  }
}

/** Milliseconds from now until `expiresAt`, at least 1 (a PX argument). */
export function ttlUntil(context: RedisContext, expiresAt: number): number {
  return Math.max(1, Math.round(expiresAt - context.now()));
}

/** A Lua script registered once and run by EVALSHA. */
export type RedisScript = (
  keys: string[],
  args: (string | number)[],
) => Promise<unknown>;

type ScriptCommand = (...args: (string | number)[]) => Promise<unknown>;

/** Registers `lua` under `name` and returns a typed runner for it. */
export function defineScript(
  redis: Redis,
  name: string,
  numberOfKeys: number,
  lua: string,
): RedisScript {
  redis.defineCommand(name, { numberOfKeys, lua });
  const command = (redis as unknown as Record<string, ScriptCommand>)[name];
  if (!command) {
    throw new Error(`Redis script ${name} was not defined`);
  }
  return (keys, args) => command.call(redis, ...keys, ...args);
}
