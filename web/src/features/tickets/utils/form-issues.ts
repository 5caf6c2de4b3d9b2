import type { FieldErrorOverrides } from '@/hooks/use-form-error';

/** The fields every ticket form ends with: the message and its files. */
export type MessageField = 'message' | 'attachments';

/** Files too big or too many (413) are an error of the attachments. */
export const TICKET_FIELD_ERRORS: FieldErrorOverrides<MessageField> = {
  PAYLOAD_TOO_LARGE: { attachments: 'payload_too_large' },
};
