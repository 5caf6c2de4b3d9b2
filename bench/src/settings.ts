/** The password of every generated client. */
export const BULK_PASSWORD = 'bulk-password-1';

/** The id of the first generated client. */
export const FIRST_BULK_CLIENT = 10001;

/** A whole-number setting from the environment, at least `min`. */
function setting(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number ≥ ${min} (got "${raw}")`);
  }
  return value;
}

/** The bench's settings, read from the environment once at start. */
export const settings = {
  clients: setting('BENCH_CLIENTS', 5000, 100),
  latencyMs: setting('BENCH_LATENCY_MS', 50, 0),
  jitterMs: setting('BENCH_JITTER_MS', 20, 0),
  users: setting('BENCH_USERS', 16, 2),
  seconds: setting('BENCH_SECONDS', 15, 1),
};

/** The slowest a single WHMCS call can be with these settings. */
export const slowestCallMs = settings.latencyMs + settings.jitterMs;
