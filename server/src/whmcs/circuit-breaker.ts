import { systemClock } from '../lib/clock.js';

/** Settings of one circuit breaker. */
export interface BreakerOptions {
  /** Failures within the window that open the circuit (with `errorRatio`). */
  threshold: number;
  /** Share of failed calls in the window that opens the circuit. */
  errorRatio: number;
  windowMs: number;
  /** How long the circuit stays open before one trial call is let through. */
  resetMs: number;
  /** Calls allowed to wait at once; more are refused at once. */
  capacity: number;
  now?: () => number;
}

/** Why a call was refused without being made. */
export type BreakerRefusal = 'open' | 'busy';

/**
 * A small circuit breaker: closed, open after too many failures in a
 * rolling window, half-open after `resetMs` (one trial call decides).
 */
export class CircuitBreaker {
  /**
   * The outcomes of the window, oldest first from `first`: the ones before
   * it have left the window and are dropped in batches, so settling a call
   * costs the same with ten calls in the window as with ten thousand.
   */
  private outcomes: { at: number; failed: boolean }[] = [];
  private first = 0;
  /** Failed outcomes from `first` on. */
  private failures = 0;
  private openedAt: number | null = null;
  private isTrialRunning = false;
  private running = 0;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? systemClock;
  }

  /** Current state, for metrics and readiness. */
  get state(): 'closed' | 'open' | 'half_open' {
    if (this.openedAt === null) {
      return 'closed';
    }
    return this.now() - this.openedAt >= this.options.resetMs
      ? 'half_open'
      : 'open';
  }

  /**
   * Runs `work` unless the circuit refuses it; `isFailure` decides which
   * errors count against the circuit (business errors do not).
   */
  async run<T>(
    work: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
    refuse: (reason: BreakerRefusal) => Error,
  ): Promise<T> {
    const state = this.state;
    if (state === 'open' || (state === 'half_open' && this.isTrialRunning)) {
      throw refuse('open');
    }
    if (this.running >= this.options.capacity) {
      throw refuse('busy');
    }
    const isTrial = state === 'half_open';
    this.isTrialRunning ||= isTrial;
    this.running += 1;
    try {
      const result = await work();
      this.settle(false, isTrial);
      return result;
    } catch (error) {
      this.settle(isFailure(error), isTrial);
      throw error;
    } finally {
      this.running -= 1;
      if (isTrial) {
        this.isTrialRunning = false;
      }
    }
  }

  private settle(failed: boolean, isTrial: boolean): void {
    const at = this.now();
    if (isTrial) {
      this.openedAt = failed ? at : null;
      this.outcomes = [];
      this.first = 0;
      this.failures = 0;
      return;
    }
    this.forgetBefore(at - this.options.windowMs);
    this.outcomes.push({ at, failed });
    if (failed) {
      this.failures += 1;
    }
    const count = this.outcomes.length - this.first;
    if (
      this.openedAt === null &&
      this.failures >= this.options.threshold &&
      this.failures / count >= this.options.errorRatio
    ) {
      this.openedAt = at;
    }
  }

  /** Drops the outcomes at or before `since` from the window. */
  private forgetBefore(since: number): void {
    for (
      let outcome = this.outcomes[this.first];
      outcome !== undefined && outcome.at <= since;
      outcome = this.outcomes[this.first]
    ) {
      if (outcome.failed) {
        this.failures -= 1;
      }
      this.first += 1;
    }
    // The dropped ones are let go once they are half of the array.
    if (this.first > 0 && this.first * 2 >= this.outcomes.length) {
      this.outcomes = this.outcomes.slice(this.first);
      this.first = 0;
    }
  }
}
