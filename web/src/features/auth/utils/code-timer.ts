/** When a code was sent and how long it and the resend cooldown last. */
export interface CodeTimer {
  email: string;
  /** Milliseconds since the epoch. */
  sentAt: number;
  /** Seconds the code is valid. */
  expiresIn: number;
  /** Seconds before another code may be asked for. */
  resendIn: number;
  /** Where to go after signing in, so that a reload of the code step keeps it. */
  redirectPath?: string | null;
}

// Per tab, not in the state cookie: it only keeps the countdowns right across a reload.
const STORAGE_KEY = 'members.loginCode';

function isCodeTimer(value: unknown): value is CodeTimer {
  const timer = value as Partial<CodeTimer> | null;
  return (
    typeof timer === 'object' &&
    timer !== null &&
    typeof timer.email === 'string' &&
    Number.isFinite(timer.sentAt) &&
    Number.isFinite(timer.expiresIn) &&
    Number.isFinite(timer.resendIn) &&
    (timer.redirectPath === undefined ||
      timer.redirectPath === null ||
      typeof timer.redirectPath === 'string')
  );
}

/** Keeps the timing of the code just sent. */
export function saveCodeTimer(timer: CodeTimer): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(timer));
  } catch {
    // Storage may be off (private mode): the countdowns then start again on reload.
  }
}

/** The timing of the last code sent to `email` in this tab, if known. */
export function readCodeTimer(email: string): CodeTimer | null {
  try {
    const parsed: unknown = JSON.parse(
      window.sessionStorage.getItem(STORAGE_KEY) ?? 'null',
    );
    if (
      !isCodeTimer(parsed) ||
      parsed.email.toLowerCase() !== email.toLowerCase()
    ) {
      return null;
    }
    return parsed;
  } catch {
    return null;
  }
}

/** Forgets the code's timing (cancelled or signed in). */
export function clearCodeTimer(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Whole seconds left, at `now`, until the code expires and until a resend is allowed. */
export function getSecondsLeft(
  timer: CodeTimer,
  now: number,
): { expiresIn: number; resendIn: number } {
  const elapsed = Math.max(0, (now - timer.sentAt) / 1000);
  return {
    expiresIn: Math.max(0, Math.ceil(timer.expiresIn - elapsed)),
    resendIn: Math.max(0, Math.ceil(timer.resendIn - elapsed)),
  };
}
