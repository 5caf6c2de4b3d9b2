import { now } from './clock';

/** At most one automatic reload per this period (product rules: Errors). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'chunkReloadAt';

/** Whether an error is a failed load of a code chunk (usually after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch dynamically/i.test(
    message,
  );
}

/**
 * Reloads the page to pick up new chunks, at most once a minute, so a
 * broken deploy cannot make the page reload forever. Answers whether it reloads.
 */
export function reloadForChunkError(at: number = now()): boolean {
  const last = Number(sessionStorage.getItem(KEY) ?? 0);
  if (at - last < CHUNK_RELOAD_GUARD_MS) {
    return false;
  }
  sessionStorage.setItem(KEY, String(at));
  window.location.reload();
  return true;
}
