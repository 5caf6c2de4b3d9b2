import { describe, expect, it } from 'vitest';

import { ERROR_CODES, ERROR_STATUS, ErrorCode } from './error-codes.js';
import { errorEnvelopeSchema } from './errors.js';

describe('error catalogue', () => {
  it('has the statuses of the architecture', () => {
    expect(ERROR_STATUS).toMatchObject({
      VALIDATION: 400,
      UNAUTHENTICATED: 401,
      CODE_INVALID: 401,
      INVALID_CREDENTIALS: 401,
      FORBIDDEN: 403,
      CSRF: 403,
      NOT_FOUND: 404,
      MAC_ALREADY_USED: 409,
      INVOICE_NOT_PAYABLE: 409,
      NOTHING_TO_PAY: 409,
      NOT_CANCELLABLE: 409,
      CREDIT_EXCEEDED: 409,
      AMOUNT_ABOVE_BALANCE: 409,
      IDEMPOTENCY_IN_FLIGHT: 409,
      PLAN_NOT_ALLOWED: 409,
      CYCLE_NOT_OFFERED: 409,
      PRICE_CHANGED: 409,
      UPGRADE_PENDING: 409,
      EMAIL_IN_USE: 409,
      IDEMPOTENCY_MISMATCH: 422,
      PAYLOAD_TOO_LARGE: 413,
      UNSUPPORTED_MEDIA_TYPE: 415,
      RATE_LIMITED: 429,
      WHMCS_UNAVAILABLE: 502,
      WHMCS_TIMEOUT: 504,
      PANEL_REFUSED: 502,
      PANEL_UNAVAILABLE: 503,
      STORE_UNAVAILABLE: 503,
      INTERNAL: 500,
    });
  });

  it('names every code once, in UPPER_SNAKE', () => {
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(ErrorCode[code]).toBe(code);
    }
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('validates the envelope', () => {
    const envelope = {
      error: true,
      code: 'MAC_ALREADY_USED',
      message: 'This MAC address is already in use',
      requestId: 'req-1',
      reason: 'already',
    };
    expect(errorEnvelopeSchema.parse(envelope)).toEqual(envelope);
    expect(
      errorEnvelopeSchema.safeParse({ ...envelope, code: 'NOPE' }).success,
    ).toBe(false);
    expect(
      errorEnvelopeSchema.safeParse({ ...envelope, error: false }).success,
    ).toBe(false);
  });
});
