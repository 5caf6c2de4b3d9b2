import { AppError, StoreUnavailableError } from '../lib/app-error.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../lib/time.js';

import type { CounterStore } from './types.js';

/** One rate limit: at most `max` events per `windowMs` under `key`. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * The sign-in limits of security.md decision 2 (and 1.2 for passwords),
 * per address, per account and per IP.
 */
export const SIGN_IN_LIMITS = {
  sendPerAddressHour: { max: 5, windowMs: HOUR_MS },
  sendPerAddressDay: { max: 10, windowMs: DAY_MS },
  sendPerIpHour: { max: 20, windowMs: HOUR_MS },
  failedChecksPerAccountDay: { max: 10, windowMs: DAY_MS },
  codeAttempts: 5,
  passwordFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE_MS },
  passwordPerIpBurst: { max: 5, windowMs: 10_000 },
  signupPerIpHour: { max: 10, windowMs: HOUR_MS },
  /** Refused passkey assertions (sign-in and step-up) per IP: guessing is slowed. */
  passkeyFailuresPerIp: { max: 20, windowMs: 15 * MINUTE_MS },
  /** Passkey challenges per IP: each is kept five minutes in the shared store. */
  passkeyOptionsPerIp: { max: 60, windowMs: MINUTE_MS },
} as const;

/**
 * The limits of the second factor (the authenticator app's codes and the
 * recovery codes), as for e-mailed codes: wrong codes per client a day,
 * wrong tries of one pending sign-in, and how long that sign-in waits.
 */
export const SECOND_FACTOR_LIMITS = {
  failedChecksPerClientDay: { max: 10, windowMs: DAY_MS },
  challengeAttempts: 5,
  challengeTtlMs: 5 * MINUTE_MS,
} as const;

/**
 * The flood limits of online cancellation (docs/cancellation.md): the page
 * needs no sign-in, so each confirmation address and each IP may declare
 * only so many per hour. A repeat of the same declaration counts too.
 */
export const CANCEL_LIMITS = {
  perEmailHour: { max: 5, windowMs: HOUR_MS },
  perIpHour: { max: 20, windowMs: HOUR_MS },
} as const;

function retryAfterSeconds(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}

function refuse(resetAt: number, now: number): never {
  const retryAfter = retryAfterSeconds(resetAt, now);
  throw new AppError('RATE_LIMITED', 'Too many requests, try again later', {
    retryAfter,
  });
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StoreUnavailableError(error);
  }
}

/**
 * Counts one event against each limit and refuses (429 with Retry-After)
 * when any is over. Every counter moves, so hammering one key cannot hide
 * behind another.
 */
export async function consumeLimits(
  counters: CounterStore,
  limits: Limit[],
  now: number,
): Promise<void> {
  const results = await guard(() =>
    Promise.all(
      limits.map((limit) => counters.increment(limit.key, limit.windowMs)),
    ),
  );
  let worst: number | null = null;
  results.forEach((result, index) => {
    const limit = limits[index];
    if (limit && result.count > limit.max) {
      worst = Math.max(worst ?? 0, result.resetAt);
    }
  });
  if (worst !== null) {
    refuse(worst, now);
  }
}

/**
 * Gives back the event `consumeLimits` counted when it did not happen after
 * all (a change WHMCS refused); a window that closed meanwhile is left alone.
 */
export async function refundLimits(
  counters: CounterStore,
  limits: Limit[],
): Promise<void> {
  await guard(() =>
    Promise.all(limits.map((limit) => counters.decrement(limit.key))),
  );
}

/** Refuses when a limit is already used up, without counting this request. */
export async function checkLimits(
  counters: CounterStore,
  limits: Limit[],
  now: number,
): Promise<void> {
  const states = await guard(() =>
    Promise.all(limits.map((limit) => counters.peek(limit.key))),
  );
  states.forEach((state, index) => {
    const limit = limits[index];
    if (state && limit && state.count >= limit.max) {
      refuse(state.resetAt, now);
    }
  });
}

/** Counts an event (a failure) without refusing. */
export async function countEvent(
  counters: CounterStore,
  limit: Limit,
): Promise<void> {
  await guard(() => counters.increment(limit.key, limit.windowMs));
}

/** Clears a limit's counter, e.g. failures after a successful sign-in. */
export async function resetLimit(
  counters: CounterStore,
  key: string,
): Promise<void> {
  await guard(() => counters.reset(key));
}
