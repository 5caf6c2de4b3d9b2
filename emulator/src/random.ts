import { randomBytes, randomInt } from 'node:crypto';

const ALPHANUMERIC =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random string of decimal digits, not starting with 0. */
export function randomDigits(length: number): string {
  let out = String(randomInt(1, 10));
  while (out.length < length) {
    out += String(randomInt(0, 10));
  }
  return out;
}

/** A random string of letters and digits (like a ticket's `c` key). */
export function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    out += ALPHANUMERIC[randomInt(0, ALPHANUMERIC.length)] ?? 'x';
  }
  return out;
}

/** `bytes` random bytes as lowercase hex. */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** A deterministic pseudo-random generator (mulberry32) for the seeds. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/** Creates a seeded generator; the same seed always gives the same sequence. */
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) {
        throw new Error('pick from an empty list');
      }
      return item;
    },
  };
}
