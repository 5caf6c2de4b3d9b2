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

/** An answer as `expectRefused` reads it: JSON clients and raw ones alike. */
interface Answer {
  status: number;
  text: string;
}

/**
 * A refusal and its positive control, in one test (CODE_STYLE.md, Tests):
 * `control` sends the same input without the one thing that must be refused
 * and has to succeed (2xx) first, so the refusal cannot come from anything
 * else (a missing field, a wrong cookie); then `request` must answer
 * `status` with the error envelope `code`. Returns the refused answer.
 */
export async function expectRefused<T extends Answer>(
  request: () => Promise<T>,
  control: () => Promise<Answer>,
  status: number,
  code: string,
): Promise<T> {
  const accepted = await control();
  expect(
    accepted.status,
    `the positive control must succeed: ${accepted.text.slice(0, 200)}`,
  ).toBeGreaterThanOrEqual(200);
  expect(accepted.status).toBeLessThan(300);
  const refused = await request();
  expect(refused.status, refused.text.slice(0, 200)).toBe(status);
  expect(errorEnvelopeSchema.parse(JSON.parse(refused.text)).code).toBe(code);
  return refused;
}

/**
 * Reads a per-day quota back: `send` (the change, numbered) must succeed
 * `left` times, and the next one be refused with 429 RATE_LIMITED. So a
 * quota spent by a failure shows (a success too few), and so does one that
 * no longer holds.
 */
export async function expectQuotaLeft(
  left: number,
  send: (index: number) => Promise<Answer>,
): Promise<void> {
  for (let index = 0; index < left; index += 1) {
    const response = await send(index);
    expect(
      response.status,
      `change ${index + 1} of ${left}: ${response.text.slice(0, 200)}`,
    ).toBe(200);
  }
  const over = await send(left);
  expect(over.status, `change ${left + 1} of ${left}`).toBe(429);
  expect(errorEnvelopeSchema.parse(JSON.parse(over.text)).code).toBe(
    'RATE_LIMITED',
  );
}
