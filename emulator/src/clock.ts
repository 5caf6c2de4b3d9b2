/**
 * The emulator's one clock. Everything that needs the time (the actions, the
 * pages, the IPTV panel, SSO tokens, mails, payments, orders and the seed day)
 * reads it through the `now` option of `buildEmulator`, so a caller that pins
 * it moves all of it; lint refuses `Date.now()` and `new Date()` anywhere else.
 */

/** Milliseconds since the epoch. */
export type Clock = () => number;

/** The machine's clock. */
export const systemClock: Clock = () => Date.now();
