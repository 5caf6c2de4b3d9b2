import type { FieldErrorOverrides } from '@/hooks/use-form-error';

/** Fields of the ticket forms that can show an error. */
export type TicketField =
  'deptid' | 'serviceid' | 'subject' | 'message' | 'attachments';

/** A message code per field, e.g. `{ subject: 'subject_required' }`. */
export type FieldErrors = Partial<Record<TicketField, string>>;

/** The fields a refused submission (VALIDATION) can name. */
export const TICKET_FIELDS: readonly TicketField[] = [
  'deptid',
  'serviceid',
  'subject',
  'message',
  'attachments',
];

/** Files too big or too many (413) are an error of the attachments. */
export const TICKET_FIELD_ERRORS: FieldErrorOverrides<TicketField> = {
  PAYLOAD_TOO_LARGE: { attachments: 'payload_too_large' },
};

/** The first field with an error, in the order the form shows them. */
export function firstFieldWithError(
  errors: FieldErrors,
  order: readonly TicketField[],
): TicketField | null {
  return order.find((field) => errors[field]) ?? null;
}
