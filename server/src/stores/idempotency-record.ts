import type {
  IdempotencyBegin,
  IdempotencyChange,
  StoredResponse,
  WriteStep,
  WriteSteps,
} from './types.js';

/**
 * What an idempotency store keeps under a key, in memory or in Redis: a
 * request in flight, held by its owner (an instance's request) while its
 * lease runs, with the recovery points of its WHMCS writes; or the answer.
 */
export type IdempotencyRecord =
  | {
      fingerprint: string;
      state: 'in_flight';
      /** The request that holds the key: `<instance>:<request id>`. */
      owner?: string;
      /** Until when the owner holds it (ms since 1970); 0 = free to recover. */
      leaseUntil?: number;
      steps?: WriteSteps;
    }
  | { fingerprint: string; state: 'completed'; response: StoredResponse };

type InFlight = Extract<IdempotencyRecord, { state: 'in_flight' }>;

/** The name prefix of steps outside WHMCS (a quota, a mail), which write nothing there. */
export const SIDE_EFFECT_STEP = 'once:';

/** Whether any WHMCS write step was recorded (sent or done). */
export function hasWriteSteps(steps: WriteSteps | undefined): boolean {
  return Object.keys(steps ?? {}).some(
    (name) => !name.startsWith(SIDE_EFFECT_STEP),
  );
}

function isOwnedBy(
  record: IdempotencyRecord | null,
  owner: string,
): record is InFlight {
  return record?.state === 'in_flight' && record.owner === owner;
}

/**
 * A request arrives with a key: a new key is claimed; a completed one
 * answers its stored response; one whose owner still holds its lease is in
 * flight; one whose lease ran out (its instance died, or its request failed
 * after a write may have happened) is taken over with its recovery points.
 * Another body under the same key is a mismatch. Records written before
 * leases existed count as expired.
 */
export function beginRecord(
  fingerprint: string,
  owner: string,
  now: number,
  leaseMs: number,
): IdempotencyChange<IdempotencyBegin> {
  return (record) => {
    if (!record) {
      return {
        next: {
          fingerprint,
          state: 'in_flight',
          owner,
          leaseUntil: now + leaseMs,
          steps: {},
        },
        result: { state: 'started', steps: {}, recovered: false },
      };
    }
    if (record.fingerprint !== fingerprint) {
      return { result: { state: 'mismatch' } };
    }
    if (record.state === 'completed') {
      return { result: { state: 'completed', response: record.response } };
    }
    if ((record.leaseUntil ?? 0) > now) {
      return { result: { state: 'in_flight' } };
    }
    const steps = record.steps ?? {};
    return {
      next: { ...record, owner, leaseUntil: now + leaseMs, steps },
      result: { state: 'started', steps, recovered: true },
    };
  };
}

/** The owner extends its lease; false when the key is no longer its own. */
export function renewRecord(
  owner: string,
  now: number,
  leaseMs: number,
): IdempotencyChange<boolean> {
  return (record) =>
    isOwnedBy(record, owner)
      ? { next: { ...record, leaseUntil: now + leaseMs }, result: true }
      : { result: false };
}

/**
 * The owner records a write step (before it is sent, and once it is known
 * done) and extends its lease; false when the key is no longer its own, and
 * then it must not write.
 */
export function recordStep(
  owner: string,
  name: string,
  step: WriteStep | null,
  now: number,
  leaseMs: number,
): IdempotencyChange<boolean> {
  return (record) => {
    if (!isOwnedBy(record, owner)) {
      return { result: false };
    }
    const steps = Object.fromEntries(
      Object.entries(record.steps ?? {}).filter(([key]) => key !== name),
    );
    if (step) {
      steps[name] = step;
    }
    return {
      next: { ...record, steps, leaseUntil: now + leaseMs },
      result: true,
    };
  };
}

/** The owner stores the answer: repeats of the key get it from now on. */
export function completeRecord(
  owner: string,
  response: StoredResponse,
): IdempotencyChange<boolean> {
  return (record) =>
    isOwnedBy(record, owner)
      ? {
          next: {
            fingerprint: record.fingerprint,
            state: 'completed',
            response,
          },
          result: true,
        }
      : { result: false };
}

/**
 * The owner's request failed. With nothing written (no WHMCS step recorded) the
 * key is forgotten, so a retry runs afresh; once a write step was recorded,
 * the record stays with its lease ended, so a retry at once takes it over,
 * finds out in WHMCS what was done and never writes twice.
 */
export function failRecord(owner: string): IdempotencyChange<boolean> {
  return (record) => {
    if (!isOwnedBy(record, owner)) {
      return { result: false };
    }
    return {
      next: hasWriteSteps(record.steps) ? { ...record, leaseUntil: 0 } : null,
      result: true,
    };
  };
}
