/**
 * The app's one clock: everything that needs the time reads it here, so a
 * test pins the whole app with `vi.setSystemTime` and lint can refuse
 * `Date.now()` and `new Date()` anywhere else.
 *
 * It keeps the server's time: a device whose clock is off (a TV box without
 * a battery-backed clock starts in the past until it syncs) would otherwise
 * count due dates and overdue days from the wrong day. Each answer of our API
 * carries the server's time in its `Date` header; when it differs from the
 * device's by more than {@link SKEW_TOLERANCE_MS}, the difference is added.
 */

/** Below this, the device's clock is taken as it is (headers have whole seconds). */
export const SKEW_TOLERANCE_MS = 60_000;

let skewMs = 0;

/** Milliseconds since the epoch, by the server's clock as far as it is known. */
export function now(): number {
  return Date.now() + skewMs;
}

/** Takes the server's time from an answer's `Date` header (HTTP date); ignores none or a bad one. */
export function syncWithServer(dateHeader: string | null): void {
  const serverMs = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (Number.isNaN(serverMs)) {
    return;
  }
  const skew = serverMs - Date.now();
  skewMs = Math.abs(skew) > SKEW_TOLERANCE_MS ? skew : 0;
}
