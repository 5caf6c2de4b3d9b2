import { errorEnvelopeSchema } from '@members/contract';
import type { ErrorEnvelope } from '@members/contract';
import { expect } from 'vitest';

/**
 * Expects an answer with `status` whose body is the contract's error
 * envelope with `code`, and returns the envelope.
 */
export function expectError(
  response: { status: number; body: unknown },
  status: number,
  code: string,
): ErrorEnvelope {
  expect(response.status).toBe(status);
  const envelope = errorEnvelopeSchema.parse(response.body);
  expect(envelope.code).toBe(code);
  return envelope;
}
