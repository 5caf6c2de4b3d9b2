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
