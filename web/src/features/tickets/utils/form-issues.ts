import { ApiError, issueCodesOf } from '@/lib/api-client';

/** Fields of the ticket forms that can show an error. */
export type TicketField =
  'deptid' | 'serviceid' | 'subject' | 'message' | 'attachments';

/** A message code per field, e.g. `{ subject: 'subject_required' }`. */
export type FieldErrors = Partial<Record<TicketField, string>>;

const FIELDS: readonly TicketField[] = [
  'deptid',
  'serviceid',
  'subject',
  'message',
  'attachments',
];

/**
 * The field errors a failed submission names: VALIDATION issues on known
 * fields, and files too big or too many (413) on the attachments. Empty when
 * the error is about something else, which the form shows as a banner.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE') {
    return { attachments: 'payload_too_large' };
  }
  return issueCodesOf(error, FIELDS);
}

/** The first field with an error, in the order the form shows them. */
export function firstFieldWithError(
  errors: FieldErrors,
  order: readonly TicketField[],
): TicketField | null {
  return order.find((field) => errors[field]) ?? null;
}
