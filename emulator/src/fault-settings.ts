import type { EmulatorFaults, FaultKind } from './options.js';

/**
 * The fault switches' settings: their defaults and the check of a setting
 * given in code, by the command line or over HTTP (`faults.ts` applies them).
 */

/** No latency, no errors, no hang. */
export const DEFAULT_FAULTS: EmulatorFaults = {
  latencyMs: 0,
  jitterMs: 0,
  errorRate: 0,
  errorKind: 'whmcs',
  hang: false,
  actions: null,
};

/** The accepted values of `errorKind`. */
export const FAULT_KINDS: readonly FaultKind[] = [
  'whmcs',
  'http',
  'html',
  'garbage',
  'notice',
  'bom',
];

/** Thrown for fault settings that make no sense (the message says which). */
export class InvalidFaultsError extends Error {
  override readonly name = 'InvalidFaultsError';
}

function readNonNegative(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new InvalidFaultsError(`${name} must be a number >= 0`);
  }
  return value;
}

/** Checks a partial fault setting (from code, env or HTTP) and returns a clean copy. */
export function parseFaults(input: unknown): Partial<EmulatorFaults> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new InvalidFaultsError('faults must be an object');
  }
  const record = input as Record<string, unknown>;
  const out: Partial<EmulatorFaults> = {};
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(DEFAULT_FAULTS, key)) {
      throw new InvalidFaultsError(`unknown fault setting "${key}"`);
    }
  }
  if (record['latencyMs'] !== undefined) {
    out.latencyMs = readNonNegative(record['latencyMs'], 'latencyMs');
  }
  if (record['jitterMs'] !== undefined) {
    out.jitterMs = readNonNegative(record['jitterMs'], 'jitterMs');
  }
  if (record['errorRate'] !== undefined) {
    const rate = readNonNegative(record['errorRate'], 'errorRate');
    if (rate > 1) {
      throw new InvalidFaultsError('errorRate must be between 0 and 1');
    }
    out.errorRate = rate;
  }
  if (record['errorKind'] !== undefined) {
    const kind = record['errorKind'];
    if (!FAULT_KINDS.includes(kind as FaultKind)) {
      throw new InvalidFaultsError(
        `errorKind must be one of ${FAULT_KINDS.join(', ')}`,
      );
    }
    out.errorKind = kind as FaultKind;
  }
  if (record['hang'] !== undefined) {
    if (typeof record['hang'] !== 'boolean') {
      throw new InvalidFaultsError('hang must be a boolean');
    }
    out.hang = record['hang'];
  }
  if (record['actions'] !== undefined) {
    const actions = record['actions'];
    if (
      actions !== null &&
      !(
        Array.isArray(actions) &&
        actions.every((action) => typeof action === 'string')
      )
    ) {
      throw new InvalidFaultsError('actions must be null or a list of names');
    }
    out.actions = actions === null ? null : [...(actions as string[])];
  }
  return out;
}
