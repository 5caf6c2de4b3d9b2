import {
  INVALID_CHARACTERS,
  isCleanText,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
} from '@members/contract';

/** The subject's problem, as the contract names it, or null. */
export function checkSubject(subject: string): string | null {
  const trimmed = subject.trim();
  if (trimmed.length === 0) {
    return 'subject_required';
  }
  if (trimmed.length > TICKET_SUBJECT_MAX_LENGTH) {
    return 'subject_too_long';
  }
  if (!isCleanText(subject, { isMultiline: false })) {
    return INVALID_CHARACTERS;
  }
  return null;
}

/** The Markdown message's problem, as the contract names it, or null. */
export function checkMessage(message: string): string | null {
  if (message.trim().length === 0) {
    return 'message_required';
  }
  if (message.length > TICKET_MESSAGE_MAX_LENGTH) {
    return 'message_too_long';
  }
  if (!isCleanText(message, { isMultiline: true })) {
    return INVALID_CHARACTERS;
  }
  return null;
}
