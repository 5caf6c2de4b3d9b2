import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { fieldErrorsOf } from './use-form-error';
import type { FieldErrorOverrides } from './use-form-error';

function refused(issues: { path: string; code: string }[]): ApiError {
  return new ApiError('VALIDATION', 400, 'bad', undefined, undefined, issues);
}

describe('fieldErrorsOf', () => {
  it('maps VALIDATION issues to the known fields, first code wins', () => {
    const error = refused([
      { path: 'subject', code: 'subject_too_long' },
      { path: 'subject', code: 'subject_required' },
      { path: 'deptid', code: 'unknown_department' },
      { path: 'Idempotency-Key', code: 'invalid_idempotency_key' },
    ]);
    expect(fieldErrorsOf(error, ['deptid', 'subject', 'message'])).toEqual({
      subject: 'subject_too_long',
      deptid: 'unknown_department',
    });
  });

  it('has no field errors for a VALIDATION without issues on the fields', () => {
    expect(fieldErrorsOf(refused([]), ['amount'])).toEqual({});
    expect(
      fieldErrorsOf(new ApiError('VALIDATION', 400, 'bad'), ['amount']),
    ).toEqual({});
  });

  it('has no field errors for other failures', () => {
    expect(
      fieldErrorsOf(new ApiError('FORBIDDEN', 403, 'no'), ['amount']),
    ).toEqual({});
    expect(
      fieldErrorsOf(new ApiError('NETWORK', 0, 'down'), ['amount']),
    ).toEqual({});
    expect(fieldErrorsOf(new Error('boom'), ['amount'])).toEqual({});
    expect(fieldErrorsOf(null, ['amount'])).toEqual({});
  });

  it('takes the form’s table for the error codes it names', () => {
    const table: FieldErrorOverrides<'attachments' | 'mac'> = {
      PAYLOAD_TOO_LARGE: { attachments: 'payload_too_large' },
      MAC_ALREADY_USED: { mac: 'alreadyUsed' },
    };
    const errorsOf = (error: unknown) =>
      fieldErrorsOf(error, ['attachments', 'mac'], table);
    expect(errorsOf(new ApiError('PAYLOAD_TOO_LARGE', 413, 'too big'))).toEqual(
      { attachments: 'payload_too_large' },
    );
    expect(errorsOf(new ApiError('MAC_ALREADY_USED', 409, 'taken'))).toEqual({
      mac: 'alreadyUsed',
    });
    expect(errorsOf(new ApiError('RATE_LIMITED', 429, 'slow'))).toEqual({});
  });

  it('lets the table put any VALIDATION on a field, whatever its issues', () => {
    const table = { VALIDATION: { mac: 'invalid' } };
    expect(fieldErrorsOf(refused([]), ['mac'], table)).toEqual({
      mac: 'invalid',
    });
    expect(
      fieldErrorsOf(
        refused([{ path: 'mac', code: 'invalid_mac' }]),
        ['mac'],
        table,
      ),
    ).toEqual({ mac: 'invalid' });
  });

  it('hands back a copy of the table entry', () => {
    const table = { VALIDATION: { mac: 'invalid' } };
    const errors = fieldErrorsOf(refused([]), ['mac'], table);
    errors.mac = 'changed';
    expect(table.VALIDATION.mac).toBe('invalid');
  });
});
