import { z } from 'zod';

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
  CSRF: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  MAC_ALREADY_USED: 409,
  INVOICE_NOT_PAYABLE: 409,
  IDEMPOTENCY_IN_FLIGHT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_MISMATCH: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  WHMCS_UNAVAILABLE: 502,
  WHMCS_BAD_REPLY: 502,
  STORE_UNAVAILABLE: 503,
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

/** Validates an error code. */
export const errorCodeSchema = z.enum(ERROR_CODES);

/** One problem found in a request, for VALIDATION errors. */
export const validationIssueSchema = z.object({
  path: z.string().describe('Dotted path of the field, empty for the body'),
  code: z
    .string()
    .describe(
      'Stable message code, e.g. invalid_email; the web app translates it',
    ),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** The body of every error answer. */
export const errorEnvelopeSchema = z
  .object({
    error: z.literal(true),
    code: errorCodeSchema,
    message: z.string().describe('English text for logs and API users'),
    requestId: z.string().describe('Id to quote to support; also in the logs'),
    reason: z
      .string()
      .optional()
      .describe("Extra machine reason, e.g. 'already' for MAC_ALREADY_USED"),
    issues: z.array(validationIssueSchema).optional(),
    retryAfter: z
      .number()
      .int()
      .optional()
      .describe('Seconds to wait, with RATE_LIMITED (also in Retry-After)'),
  })
  .meta({ id: 'Error' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
