/**
 * The logging policy of every server process: which fields are secrets and
 * how errors are written. `main.ts` builds the pino logger with
 * {@link LOG_OPTIONS}; the app logs through it.
 */

/** Log settings that keep secrets out of the logs. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password2',
  '*.code',
  '*.token',
  '*.secret',
  'req.url',
];

/** Query parameters whose values are credentials (entry links, SSO tokens). */
const SECRET_QUERY =
  /([?&](?:sso|secret|identifier|access_token|token|code|password|key)=)[^&#]*/gi;

/**
 * What a redacted path is replaced with: addresses keep their path and
 * harmless parameters, credential parameters lose their values; anything
 * else is hidden whole.
 */
export function censorLogValue(value: unknown, path: string[]): unknown {
  if (path[path.length - 1] === 'url' && typeof value === 'string') {
    return value.replace(SECRET_QUERY, '$1[redacted]');
  }
  return '[redacted]';
}

/** pino `redact` settings of the server. */
export const LOG_REDACT = {
  paths: LOG_REDACT_PATHS,
  censor: censorLogValue,
};

interface LoggedError {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError;
}

/**
 * Errors in log lines keep their type, message and code, never the stack
 * trace (docs/security.md, errors and logs); the request id and route beside
 * them say where it happened.
 */
export function serializeLoggedError(value: unknown): unknown {
  if (!(value instanceof Error)) {
    return value;
  }
  const { code, statusCode } = value as Error & {
    code?: unknown;
    statusCode?: unknown;
  };
  return {
    type: value.name,
    message: value.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(value.cause instanceof Error
      ? { cause: serializeLoggedError(value.cause) as LoggedError }
      : {}),
  };
}

/** The logger options every server process uses: redaction and error shape. */
export const LOG_OPTIONS = {
  redact: LOG_REDACT,
  serializers: { err: serializeLoggedError, error: serializeLoggedError },
};
