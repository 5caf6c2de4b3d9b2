/**
 * What a failed WHMCS call means for our API, decided by the error class so
 * that the error handler needs no knowledge of WHMCS (timeout → 504, a reply
 * we cannot use → 502, anything else upstream → 502).
 */
export type WhmcsErrorKind =
  'WHMCS_TIMEOUT' | 'WHMCS_UNAVAILABLE' | 'WHMCS_BAD_REPLY' | 'WHMCS_REJECTED';

/**
 * Base class of every error the WHMCS client throws; `action` names the WHMCS
 * command so logs can tell which call failed.
 */
export abstract class WhmcsClientError extends Error {
  abstract readonly kind: WhmcsErrorKind;
  readonly action: string;

  constructor(action: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.action = action;
  }
}

/**
 * Texts WHMCS is known to answer with; compare through
 * `WhmcsError.matches` because capitalisation differs between actions.
 */
export const WHMCS_MESSAGES = {
  authenticationFailed: 'Authentication Failed',
  invalidAccessKey: 'Invalid Access Key',
  adminUserRequired: 'An admin user is required',
  commandNotFound: 'Command Not Found',
  emailOrPasswordInvalid: 'Email or Password Invalid',
  clientNotFound: 'Client Not Found',
  clientIdNotFound: 'Client ID Not Found',
  invoiceIdNotFound: 'Invoice ID Not Found',
  ticketIdNotFound: 'Ticket ID Not Found',
  serviceIdNotFound: 'Service ID Not Found',
  existingCancellationRequest: 'Existing Cancellation Request Exists',
  serviceNotAssignedToModule: 'Service not assigned to a module',
  userAlreadyExists: 'A user already exists with that email address',
  emailNotAvailable: 'The email address entered is not available for use.',
  duplicateEmail: 'Duplicate Email Address',
} as const;

const ACCESS_DENIED_PATTERNS: readonly RegExp[] = [
  /^authentication failed$/i,
  /^invalid ip\b/i,
  /^invalid access key$/i,
  /^invalid permissions\b/i,
  /^an admin user is required$/i,
  /^api command restricted to internal api$/i,
];

/**
 * WHMCS answered `result: "error"` (or `status: "error"`); `message` is
 * WHMCS's text verbatim because callers can only branch on that text. WHMCS
 * is up: a refusal of our API credential is our setup fault and reads as
 * "unavailable" to a customer; any other error is WHMCS refusing this one
 * request (`WHMCS_REJECTED`).
 */
export class WhmcsError extends WhmcsClientError {
  readonly kind: WhmcsErrorKind;
  /** HTTP status of the reply: 200 for business errors, 403 for `Invalid IP`. */
  readonly status: number;

  constructor(action: string, message: string, status: number) {
    super(action, message);
    this.status = status;
    this.kind = this.isAccessDenied() ? 'WHMCS_UNAVAILABLE' : 'WHMCS_REJECTED';
  }

  /**
   * Compares WHMCS's message with a known text (case-insensitive, whole
   * message) or tests it with a pattern.
   */
  matches(expected: string | RegExp): boolean {
    if (typeof expected === 'string') {
      return (
        this.message.trim().toLowerCase() === expected.trim().toLowerCase()
      );
    }
    return expected.test(this.message);
  }

  /**
   * Tells whether WHMCS reported a missing record (`Client Not Found`,
   * `Ticket ID not found`, …); an unknown action is a setup fault, not this.
   */
  isNotFound(): boolean {
    return (
      /\bnot found\b/i.test(this.message) &&
      !this.matches(WHMCS_MESSAGES.commandNotFound)
    );
  }

  /**
   * Tells whether WHMCS refused our API credential itself (bad secret, IP not
   * allow-listed, role lacking the action), which is our setup fault and must
   * never read as a customer's wrong password.
   */
  isAccessDenied(): boolean {
    return ACCESS_DENIED_PATTERNS.some((pattern) =>
      pattern.test(this.message.trim()),
    );
  }
}

/**
 * WHMCS (or a proxy in front of it) answered a non-2xx status without a WHMCS
 * JSON error body, e.g. a WAF block or a PHP fatal error page.
 */
export class WhmcsHttpError extends WhmcsClientError {
  readonly kind = 'WHMCS_UNAVAILABLE';
  readonly status: number;

  constructor(action: string, status: number) {
    super(action, `WHMCS answered HTTP ${status}`);
    this.status = status;
  }
}

/** The call's deadline passed before WHMCS's reply was fully read. */
export class WhmcsTimeoutError extends WhmcsClientError {
  readonly kind = 'WHMCS_TIMEOUT';
  readonly timeoutMs: number;

  constructor(action: string, timeoutMs: number) {
    super(action, `WHMCS did not answer within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The reply could not be used: an HTML page, non-JSON, a body over the size
 * cap, or JSON that does not match the action's schema; `details` lists zod
 * issue paths for logs and never carries the raw body.
 */
export class WhmcsBadReplyError extends WhmcsClientError {
  readonly kind = 'WHMCS_BAD_REPLY';
  readonly details: readonly string[];
  /**
   * True when the reply could not be read at all (not JSON, an HTML page, too
   * large): a sign WHMCS is broken, which may be retried and counts toward the
   * circuit breaker. False for JSON of an unexpected shape: WHMCS answered.
   */
  readonly isUnparsable: boolean;

  constructor(
    action: string,
    reason: string,
    details: readonly string[] = [],
    options: { isUnparsable?: boolean } = {},
  ) {
    super(action, reason);
    this.details = details;
    this.isUnparsable = options.isUnparsable ?? true;
  }
}

/** The connection failed (refused, reset, DNS, TLS) before a full reply. */
export class WhmcsNetworkError extends WhmcsClientError {
  readonly kind = 'WHMCS_UNAVAILABLE';
  /** System error code such as `ECONNREFUSED`, when the runtime gives one. */
  readonly code: string | undefined;

  constructor(action: string, code: string | undefined, cause: unknown) {
    super(action, `Could not reach WHMCS${code ? ` (${code})` : ''}`, {
      cause,
    });
    this.code = code;
  }
}

/**
 * The call was not sent: the circuit of its action group is open after
 * repeated failures, or too many calls of the group are already waiting.
 */
export class WhmcsCircuitOpenError extends WhmcsClientError {
  readonly kind = 'WHMCS_UNAVAILABLE';
  readonly group: string;

  constructor(action: string, group: string, reason: 'open' | 'busy') {
    super(
      action,
      reason === 'open'
        ? `WHMCS calls of group ${group} are paused after repeated failures`
        : `Too many WHMCS calls of group ${group} are waiting`,
    );
    this.group = group;
  }
}

/**
 * Maps any thrown value to the API error kind it stands for, or `undefined`
 * when it did not come from the WHMCS client.
 */
export function toErrorKind(error: unknown): WhmcsErrorKind | undefined {
  return error instanceof WhmcsClientError ? error.kind : undefined;
}

/**
 * Whether a failed WHMCS call certainly changed nothing: WHMCS answered an
 * error, or the call never left (an open circuit, a refused connection). A
 * timeout, a 5xx or a broken answer may hide a write that happened.
 */
export function isCertainlyUnwritten(error: unknown): boolean {
  return (
    error instanceof WhmcsError ||
    error instanceof WhmcsCircuitOpenError ||
    (error instanceof WhmcsNetworkError && error.code === 'ECONNREFUSED')
  );
}
