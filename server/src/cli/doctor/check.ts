/**
 * `ok`: fine. `warn`: the server works, but something deserves a look.
 * `FAIL`: the server cannot work (or a feature of it breaks) until fixed.
 */
export type CheckStatus = 'ok' | 'warn' | 'FAIL';

/** The outcome of one check: one printed line. */
export interface CheckResult {
  readonly status: CheckStatus;
  /** What was checked, e.g. `WHMCS credentials`. */
  readonly title: string;
  /** What was found and, for a problem, what to do about it, in plain words. */
  readonly detail: string;
}

/** Builds a check result. */
export function checkResult(
  status: CheckStatus,
  title: string,
  detail: string,
): CheckResult {
  return { status, title, detail };
}

/** One line per check: `ok    WHMCS credentials: accepted`, never wrapped. */
export function formatCheckLine(result: CheckResult): string {
  const text = `${result.title}: ${result.detail}`.replace(/\s*\n\s*/g, ' ');
  return `${result.status.padEnd(4)}  ${text}`;
}

/** 1 when any check failed (the server cannot work), else 0. */
export function exitCodeOf(results: readonly CheckResult[]): number {
  return results.some((result) => result.status === 'FAIL') ? 1 : 0;
}

/** A URL for printing, with any password in it replaced by `***`. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') {
      parsed.password = '***';
    }
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(not a valid URL)';
  }
}

/** The message of a thrown value, for a check line. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) {
    return String(error);
  }
  // fetch says only "fetch failed"; the system error code is on its cause.
  const codes = [error, error.cause]
    .map((item) => (item as { code?: unknown } | undefined)?.code)
    .filter((code): code is string => typeof code === 'string');
  const code = codes.find((entry) => !error.message.includes(entry));
  return code ? `${error.message} (${code})` : error.message;
}

/**
 * Resolves with `work`'s result, or with `onTimeout()` when it has not
 * settled after `ms` (the work itself is left to finish or fail unseen).
 */
export async function withDeadline<T>(
  work: Promise<T>,
  ms: number,
  onTimeout: () => T,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
