import { z } from 'zod';

import { ERROR_CODES } from './error-codes.js';

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
