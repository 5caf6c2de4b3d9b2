import { randomUUID } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import { AppError } from '../lib/app-error.js';
import { isCertainlyUnwritten } from '../whmcs/index.js';

import {
  hasWriteSteps,
  recordStep,
  SIDE_EFFECT_STEP,
} from './idempotency-record.js';
import type {
  IdempotencyStore,
  JsonValue,
  WriteStep,
  WriteSteps,
} from './types.js';

/** How one WHMCS write of a change is made at most once (docs/reliability.md). */
export interface WriteStepPlan<T extends JsonValue> {
  /**
   * Read before the write is sent and kept in the recovery point: what a
   * later attempt needs to tell whether the write happened (a count of
   * matching replies, the generated password…). Default `null`.
   */
  before?: () => Promise<JsonValue> | JsonValue;
  /**
   * After an attempt died with the write sent: reads WHMCS back and answers
   * the write's result if WHMCS shows it happened, else null (then it is sent).
   */
  check: (before: JsonValue) => Promise<T | null>;
  /** Sends the write to WHMCS; its result must be JSON, as it is kept. */
  write: (before: JsonValue) => Promise<T>;
}

/**
 * The recovery points of one change request. With an Idempotency-Key they
 * live in the shared store beside the key, so the instance that takes over
 * a dead instance's key knows which writes were sent and which are done;
 * without a key the steps simply run.
 */
export interface WriteJournal {
  /** Stays the same across the retries of one change (for its locks). */
  readonly id: string;
  /**
   * An earlier attempt with the same key recorded a write step: its checks
   * (quotas, balances, "already set") passed then and are not asked again,
   * since its own write may now fail them.
   */
  readonly isResuming: boolean;
  /** Makes one WHMCS write at most once across attempts: see {@link WriteStepPlan}. */
  step<T extends JsonValue>(name: string, plan: WriteStepPlan<T>): Promise<T>;
  /**
   * Runs a side effect outside WHMCS (a quota, a mail) unless an earlier
   * attempt already did; one that dies while running it may run it again.
   */
  once(name: string, work: () => Promise<void>): Promise<void>;
  /** The attempt undid its own writes: none of its steps stands any more. */
  abandon(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The recovery points of this change when it carries an Idempotency-Key. */
    storedJournal: (WriteJournal & { hasSteps(): boolean }) | null;
  }
}

/** The journal a change writes its steps to: kept with its key, or direct. */
export function writeJournalOf(request: FastifyRequest): WriteJournal {
  return request.storedJournal ?? createDirectJournal();
}

/** A journal whose steps are not kept: a change sent without a key. */
export function createDirectJournal(): WriteJournal {
  return {
    id: randomUUID(),
    isResuming: false,
    async step(_name, plan) {
      return plan.write((await plan.before?.()) ?? null);
    },
    async once(_name, work) {
      await work();
    },
    async abandon() {
      // Nothing is kept, so nothing is forgotten.
    },
  };
}

/** Where a kept journal writes its steps. */
export interface StoredJournalOptions {
  store: IdempotencyStore;
  /** The scoped idempotency key. */
  key: string;
  /** This attempt: `<instance>:<request id>`. */
  owner: string;
  /** The steps an earlier attempt recorded (taken over with the key). */
  steps: WriteSteps;
  now: () => number;
  leaseMs: number;
  ttlMs: number;
}

/** A journal kept beside the idempotency key in the shared store. */
export function createStoredJournal(
  options: StoredJournalOptions,
): WriteJournal & { hasSteps(): boolean } {
  const { store, key, owner, now, leaseMs, ttlMs } = options;
  const steps = new Map(Object.entries(options.steps));
  async function save(name: string, step: WriteStep | null): Promise<void> {
    const isOwn = await store.update(
      key,
      recordStep(owner, name, step, now(), leaseMs),
      ttlMs,
    );
    if (!isOwn) {
      // Another instance took the key over (this one stalled past its
      // lease): it finishes the change, this attempt must not write.
      throw new AppError(
        'IDEMPOTENCY_IN_FLIGHT',
        'The same request is still running',
      );
    }
    if (step) {
      steps.set(name, step);
    } else {
      steps.delete(name);
    }
  }
  return {
    id: key,
    isResuming: hasWriteSteps(options.steps),
    hasSteps: () => hasWriteSteps(Object.fromEntries(steps)),
    async step<T extends JsonValue>(
      name: string,
      plan: WriteStepPlan<T>,
    ): Promise<T> {
      const prior = steps.get(name);
      if (prior?.state === 'done') {
        return prior.result as T;
      }
      let before: JsonValue;
      if (prior?.state === 'sending') {
        before = prior.before;
        const found = await plan.check(before);
        if (found !== null) {
          await save(name, { state: 'done', before, result: found });
          return found;
        }
      } else {
        before = (await plan.before?.()) ?? null;
      }
      await save(name, { state: 'sending', before });
      let result: T;
      try {
        result = await plan.write(before);
      } catch (error) {
        if (isCertainlyUnwritten(error)) {
          await save(name, null).catch(() => undefined);
        }
        throw error;
      }
      await save(name, { state: 'done', before, result });
      return result;
    },
    async once(name, work) {
      const stepName = `${SIDE_EFFECT_STEP}${name}`;
      if (steps.get(stepName)?.state === 'done') {
        return;
      }
      await work();
      await save(stepName, { state: 'done', before: null, result: null });
    },
    async abandon() {
      for (const name of [...steps.keys()]) {
        await save(name, null);
      }
    },
  };
}
