import { describe, expect, it } from 'vitest';

import { fieldErrorsOf } from '@/hooks/use-form-error';
import { ApiError } from '@/lib/api-client';

import { TICKET_FIELD_ERRORS } from './form-issues';

/** The fields of the open-ticket form, the one with the most. */
const TICKET_FIELDS = [
  'deptid',
  'serviceid',
  'subject',
  'message',
  'attachments',
] as const;

function ticketErrorsOf(error: unknown) {
  return fieldErrorsOf<(typeof TICKET_FIELDS)[number]>(
    error,
    TICKET_FIELDS,
    TICKET_FIELD_ERRORS,
  );
}

describe('ticket field errors', () => {
  it('maps VALIDATION issues to the known fields, first code wins', () => {
    const error = new ApiError('VALIDATION', 400, 'bad', undefined, undefined, [
      { path: 'subject', code: 'subject_too_long' },
      { path: 'subject', code: 'subject_required' },
      { path: 'deptid', code: 'unknown_department' },
      { path: 'attachments', code: 'file_type' },
      { path: 'Idempotency-Key', code: 'invalid_idempotency_key' },
    ]);
    expect(ticketErrorsOf(error)).toEqual({
      subject: 'subject_too_long',
      deptid: 'unknown_department',
      attachments: 'file_type',
    });
  });

  it('puts files too big or too many on the attachments', () => {
    expect(
      ticketErrorsOf(new ApiError('PAYLOAD_TOO_LARGE', 413, 'too big')),
    ).toEqual({ attachments: 'payload_too_large' });
  });

  it('has no field errors for other failures', () => {
    expect(ticketErrorsOf(new ApiError('NETWORK', 0, 'down'))).toEqual({});
    expect(ticketErrorsOf(new Error('boom'))).toEqual({});
  });
});
