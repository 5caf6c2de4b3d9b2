import type { SecurityResponse } from '@members/contract';
import { useEffect, useSyncExternalStore } from 'react';

import { ApiError } from '@/lib/api-client';

/**
 * The query of the customer's factors (`security`), which a confirmed
 * step-up moves forward (its `checkedUntil`) wherever it is asked for.
 */
export const SECURITY_QUERY_KEY = ['security'] as const;
export type SecurityState = SecurityResponse;

/** Whether a change was refused until the customer confirms it is them. */
export function isStepUpRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'STEP_UP_REQUIRED';
}

let pending: Promise<boolean> | null = null;
let settle: ((isConfirmed: boolean) => void) | null = null;
let hosts = 0;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

/**
 * Asks the customer to confirm it is them (the step-up dialog): true once
 * they did, false when they gave up. Several changes refused at once share
 * one dialog; with no dialog mounted the answer is false at once.
 */
export function requestStepUp(): Promise<boolean> {
  if (hosts === 0) {
    return Promise.resolve(false);
  }
  if (!pending) {
    pending = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    notify();
  }
  return pending;
}

/** Ends the request the dialog shows: confirmed, or given up. */
export function settleStepUp(isConfirmed: boolean): void {
  const resolve = settle;
  pending = null;
  settle = null;
  notify();
  resolve?.(isConfirmed);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a step-up is asked for now; the one host mounted shows its dialog. */
export function useStepUpRequest(): boolean {
  useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
      if (hosts === 0 && pending) {
        settleStepUp(false);
      }
    };
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => pending !== null,
    () => false,
  );
}
