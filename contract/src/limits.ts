/** Number of digits of an e-mailed sign-in code. */
export const LOGIN_CODE_LENGTH = 6;

/** Shortest password accepted at signup (ASVS 6.2.1). */
export const PASSWORD_MIN_LENGTH = 8;

/** Longest password accepted; long passphrases stay allowed (ASVS 6.2.9). */
export const PASSWORD_MAX_LENGTH = 128;

/** Longest ticket subject. */
export const TICKET_SUBJECT_MAX_LENGTH = 200;

/** Longest ticket message (Markdown). */
export const TICKET_MESSAGE_MAX_LENGTH = 20_000;

/**
 * Ticket attachments: the content types accepted and the file name endings
 * each may carry (the server checks the bytes and the name against both).
 */
export const ATTACHMENT_EXTENSIONS: Readonly<
  Record<string, readonly string[]>
> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt', 'log'],
};

/** Largest amount a request may carry. */
export const MAX_AMOUNT = 1_000_000;

/** Longest note on a withdrawal request. */
export const WITHDRAWAL_NOTES_MAX_LENGTH = 1000;

/** Longest name of the person who declares a cancellation. */
export const CANCEL_NAME_MAX_LENGTH = 100;

/** Longest reason of an extraordinary cancellation. */
export const CANCEL_REASON_MAX_LENGTH = 2000;

/** Longest subscription reference a guest types (username or number). */
export const SERVICE_REF_MAX_LENGTH = 100;

/** Longest one-line profile field (name, address line, city, phone…). */
export const PROFILE_TEXT_MAX_LENGTH = 100;

/** Longest promotion code. */
export const PROMO_CODE_MAX_LENGTH = 64;
