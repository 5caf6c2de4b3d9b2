/**
 * The server's one clock. Everything that needs the time (sessions, limits,
 * the write journal, mails, receipts, the billing day) reads it through the
 * `now` of its dependencies, which `app.ts` sets to this clock unless a test
 * pins another; lint refuses `Date.now()` and `new Date()` anywhere else, so
 * a test that moves the clock moves all of it.
 */

/** Milliseconds since the epoch. */
export type Clock = () => number;

/** The machine's clock. */
export const systemClock: Clock = () => Date.now();

/**
 * A clock that reads `start` when it is made and then runs on with the
 * machine's monotonic time: tests pin "today" with it and still see time pass.
 */
export function clockFrom(start: number | string): Clock {
  const startMs = typeof start === 'number' ? start : Date.parse(start);
  const origin = performance.now();
  return () => startMs + Math.round(performance.now() - origin);
}
