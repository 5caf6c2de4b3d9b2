/**
 * Every error code of the API with its HTTP status. The web app shows the
 * translated `errors.<CODE>` message for each.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  CODE_INVALID: 401,
  INVALID_CREDENTIALS: 401,
  TWO_FACTOR_REQUIRED: 401,
  FORBIDDEN: 403,
  REAUTH_REQUIRED: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  MAC_ALREADY_USED: 409,
  INVOICE_NOT_PAYABLE: 409,
  NOTHING_TO_PAY: 409,
  NOT_CANCELLABLE: 409,
  CREDIT_EXCEEDED: 409,
  AMOUNT_ABOVE_BALANCE: 409,
  CUSTOM_FIELD_MISSING: 409,
  IDEMPOTENCY_IN_FLIGHT: 409,
  PLAN_NOT_ALLOWED: 409,
  CYCLE_NOT_OFFERED: 409,
  PRICE_CHANGED: 409,
  UPGRADE_PENDING: 409,
  EMAIL_IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_MISMATCH: 422,
  PROMO_CODE_INVALID: 422,
  EMAIL_CODE_INVALID: 422,
  WHMCS_REJECTED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  WHMCS_UNAVAILABLE: 502,
  WHMCS_BAD_REPLY: 502,
  PANEL_REFUSED: 502,
  PANEL_UNAVAILABLE: 503,
  STORE_UNAVAILABLE: 503,
  SERVICE_CLOSING: 503,
  WHMCS_TIMEOUT: 504,
} as const;

/** An error code: an UPPER_SNAKE string from {@link ERROR_STATUS}. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The error codes as a list, in catalogue order. */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [
  ErrorCode,
  ...ErrorCode[],
];

/** The error codes by name, so code reads `ErrorCode.NOT_FOUND` without typos. */
export const ErrorCode = Object.fromEntries(
  ERROR_CODES.map((code) => [code, code]),
) as { readonly [K in ErrorCode]: K };
