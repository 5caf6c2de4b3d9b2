/**
 * The app's one clock: everything that needs the time reads it here, so a
 * test pins the whole app with `vi.setSystemTime` and lint can refuse
 * `Date.now()` and `new Date()` anywhere else.
 */
export function now(): number {
  return Date.now();
}
