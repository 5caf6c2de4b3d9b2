/*
 * One checker per field a customer types. Each returns null when the value
 * is fine, or the problem code the field's zod schema reports for it: the
 * schemas are built from these checkers (`checkedString` in common.ts), so
 * the server's validation issues carry the same codes, and the web app, which
 * calls the same functions, cannot disagree with the server. This module is
 * zod-free, so the sign-in page can use it without loading zod.
 */

import { isCalendarDate } from './calendar.js';
import {
  CANCEL_NAME_MAX_LENGTH,
  CANCEL_REASON_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PROFILE_TEXT_MAX_LENGTH,
  PROMO_CODE_MAX_LENGTH,
  SERVICE_REF_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
  WITHDRAWAL_NOTES_MAX_LENGTH,
} from './limits.js';
import {
  INVALID_CHARACTERS,
  isCleanText,
  isValidAmount,
  isValidEmail,
  MAC_INPUT_PATTERN,
  normaliseMac,
  PARENTAL_CODE_PATTERN,
  parseAmountInput,
  redirectUrlProblem,
} from './rules.js';
import type { RedirectUrlProblem } from './rules.js';

/** Why an e-mail address is refused. */
export type EmailProblem = 'email_required' | 'invalid_email';

/** Why a ticket subject is refused. */
export type TicketSubjectProblem =
  typeof INVALID_CHARACTERS | 'subject_required' | 'subject_too_long';

/** Why a ticket message is refused. */
export type TicketMessageProblem =
  typeof INVALID_CHARACTERS | 'message_required' | 'message_too_long';

/** Why a device MAC is refused. */
export type MacProblem = 'mac_required' | 'invalid_mac';

/** Why a parental code is refused. */
export type ParentalCodeProblem =
  | 'parental_code_required'
  | 'parental_code_not_digits'
  | 'invalid_parental_code';

/** Why a sign-in code is refused. */
export type LoginCodeProblem = 'invalid_code';

/** Why a password typed to sign in is refused. */
export type PasswordProblem = 'password_required' | 'password_too_long';

/** Why a new password (signup) is refused. */
export type NewPasswordProblem = 'password_too_short' | 'password_too_long';

/** Why an amount is refused (`amount_required` only for a typed, empty one). */
export type AmountProblem = 'amount_required' | 'invalid_amount';

/** Why a withdrawal's payment method is refused. */
export type WithdrawalMethodProblem =
  typeof INVALID_CHARACTERS | 'method_required' | 'invalid_method';

/** Why a withdrawal's notes are refused. */
export type WithdrawalNotesProblem =
  typeof INVALID_CHARACTERS | 'notes_too_long';

/** Why a redirect URL is refused (an empty one is `url_required`). */
export type RedirectUrlFieldProblem = 'url_required' | RedirectUrlProblem;

/** Why the name of a person cancelling is refused. */
export type CancelNameProblem =
  typeof INVALID_CHARACTERS | 'name_required' | 'name_too_long';

/** Why the reason of a cancellation is refused (required when extraordinary). */
export type CancelReasonProblem =
  typeof INVALID_CHARACTERS | 'reason_required' | 'reason_too_long';

/** Why a guest's reference to a subscription is refused. */
export type ServiceRefProblem =
  typeof INVALID_CHARACTERS | 'service_ref_required' | 'service_ref_too_long';

/** Why the end date of a cancellation is refused. */
export type CancelDateProblem =
  'date_required' | 'invalid_date' | 'date_in_past' | 'date_after_period';

/** Every problem code a field checker returns; the web translates each one. */
export type ProfileTextProblem =
  typeof INVALID_CHARACTERS | 'field_required' | 'field_too_long';

export type CountryProblem = 'country_required' | 'invalid_country';

export type PromoCodeProblem = 'promo_code_required' | 'invalid_promo_code';

export type FieldProblem =
  | EmailProblem
  | TicketSubjectProblem
  | TicketMessageProblem
  | MacProblem
  | ParentalCodeProblem
  | LoginCodeProblem
  | PasswordProblem
  | NewPasswordProblem
  | AmountProblem
  | WithdrawalMethodProblem
  | WithdrawalNotesProblem
  | RedirectUrlFieldProblem
  | CancelNameProblem
  | CancelReasonProblem
  | ServiceRefProblem
  | CancelDateProblem
  | ProfileTextProblem
  | CountryProblem
  | PromoCodeProblem;

/** Every field problem code, for catalogs and tests. */
export const FIELD_PROBLEMS: readonly FieldProblem[] = [
  'email_required',
  'invalid_email',
  INVALID_CHARACTERS,
  'subject_required',
  'subject_too_long',
  'message_required',
  'message_too_long',
  'mac_required',
  'invalid_mac',
  'parental_code_required',
  'parental_code_not_digits',
  'invalid_parental_code',
  'invalid_code',
  'password_required',
  'password_too_short',
  'password_too_long',
  'amount_required',
  'invalid_amount',
  'method_required',
  'invalid_method',
  'notes_too_long',
  'url_required',
  'invalid_url',
  'url_too_long',
  'url_credentials',
  'url_not_https',
  'url_private_host',
  'name_required',
  'name_too_long',
  'reason_required',
  'reason_too_long',
  'service_ref_required',
  'service_ref_too_long',
  'field_required',
  'field_too_long',
  'country_required',
  'invalid_country',
  'promo_code_required',
  'invalid_promo_code',
  'date_required',
  'invalid_date',
  'date_in_past',
  'date_after_period',
];

/**
 * An e-mail address as it is sent (forms trim it first): present, and one
 * plain address ({@link isValidEmail}) whose local part does not end with an
 * apostrophe (zod's e-mail format refuses that too).
 */
export function checkEmail(value: string): EmailProblem | null {
  if (value === '') {
    return 'email_required';
  }
  const local = value.slice(0, value.indexOf('@'));
  return isValidEmail(value) && !local.endsWith("'") ? null : 'invalid_email';
}

/**
 * A ticket subject: one line of clean text ({@link isCleanText}), not blank,
 * at most {@link TICKET_SUBJECT_MAX_LENGTH} characters once trimmed.
 */
export function checkTicketSubject(value: string): TicketSubjectProblem | null {
  if (!isCleanText(value, { isMultiline: false })) {
    return INVALID_CHARACTERS;
  }
  const trimmed = value.trim();
  if (trimmed === '') {
    return 'subject_required';
  }
  return trimmed.length > TICKET_SUBJECT_MAX_LENGTH ? 'subject_too_long' : null;
}

/**
 * A ticket message (Markdown): clean text that may hold tabs and line breaks,
 * not blank, at most {@link TICKET_MESSAGE_MAX_LENGTH} characters.
 */
export function checkTicketMessage(value: string): TicketMessageProblem | null {
  if (!isCleanText(value, { isMultiline: true })) {
    return INVALID_CHARACTERS;
  }
  if (value.trim() === '') {
    return 'message_required';
  }
  return value.length > TICKET_MESSAGE_MAX_LENGTH ? 'message_too_long' : null;
}

/** Longest MAC notation accepted (six pairs and five separators). */
export const MAC_MAX_LENGTH = 17;

/**
 * A device MAC as it is sent (forms trim it first): twelve hex digits, bare
 * or in pairs separated by `:` or by `-`, any case, and one a device can have
 * (not broadcast, all zeros or multicast).
 */
export function checkMac(value: string): MacProblem | null {
  if (value === '') {
    return 'mac_required';
  }
  return value.length <= MAC_MAX_LENGTH &&
    MAC_INPUT_PATTERN.test(value) &&
    normaliseMac(value) !== null
    ? null
    : 'invalid_mac';
}

/**
 * A MAC as it is stored (upper case, colons), or null when {@link checkMac}
 * refuses it; the MAC schema normalises with it.
 */
export function normaliseMacInput(value: string): string | null {
  return checkMac(value) === null ? normaliseMac(value) : null;
}

/** A parental code: exactly four digits. */
export function checkParentalCode(value: string): ParentalCodeProblem | null {
  if (value === '') {
    return 'parental_code_required';
  }
  if (!/^\d+$/.test(value)) {
    return 'parental_code_not_digits';
  }
  return PARENTAL_CODE_PATTERN.test(value) ? null : 'invalid_parental_code';
}

/** A sign-in code: exactly six digits (leading zeros count). */
export function checkLoginCode(value: string): LoginCodeProblem | null {
  return /^\d{6}$/.test(value) ? null : 'invalid_code';
}

/** A password typed to sign in: present, and not absurdly long. */
export function checkPassword(value: string): PasswordProblem | null {
  if (value === '') {
    return 'password_required';
  }
  return value.length > PASSWORD_MAX_LENGTH * 2 ? 'password_too_long' : null;
}

/**
 * A new password: {@link PASSWORD_MIN_LENGTH} to {@link PASSWORD_MAX_LENGTH}
 * characters.
 */
export function checkNewPassword(value: string): NewPasswordProblem | null {
  if (value.length < PASSWORD_MIN_LENGTH) {
    return 'password_too_short';
  }
  return value.length > PASSWORD_MAX_LENGTH ? 'password_too_long' : null;
}

/** An amount as a request carries it ({@link isValidAmount}). */
export function checkAmount(value: number): 'invalid_amount' | null {
  return isValidAmount(value) ? null : 'invalid_amount';
}

/**
 * An amount as a customer types it (`25`, `25,50`): present, and an amount
 * {@link checkAmount} accepts once read ({@link parseAmountInput}).
 */
export function checkAmountText(value: string): AmountProblem | null {
  if (value.trim() === '') {
    return 'amount_required';
  }
  return parseAmountInput(value) === null ? 'invalid_amount' : null;
}

/** Longest payment method id of a withdrawal. */
export const WITHDRAWAL_METHOD_MAX_LENGTH = 64;

/**
 * A withdrawal's payment method: present, one line of clean text, at most
 * {@link WITHDRAWAL_METHOD_MAX_LENGTH} characters (the server then checks it
 * is a configured one).
 */
export function checkWithdrawalMethod(
  value: string,
): WithdrawalMethodProblem | null {
  if (!isCleanText(value, { isMultiline: false })) {
    return INVALID_CHARACTERS;
  }
  if (value === '') {
    return 'method_required';
  }
  return value.length <= WITHDRAWAL_METHOD_MAX_LENGTH ? null : 'invalid_method';
}

/**
 * A withdrawal's notes: clean text with tabs and line breaks, at most
 * {@link WITHDRAWAL_NOTES_MAX_LENGTH} characters.
 */
export function checkWithdrawalNotes(
  value: string,
): WithdrawalNotesProblem | null {
  if (!isCleanText(value, { isMultiline: true })) {
    return INVALID_CHARACTERS;
  }
  return value.length > WITHDRAWAL_NOTES_MAX_LENGTH ? 'notes_too_long' : null;
}

/** A redirect URL: present, and one {@link redirectUrlProblem} accepts. */
export function checkRedirectUrl(
  value: string,
): RedirectUrlFieldProblem | null {
  return value === '' ? 'url_required' : redirectUrlProblem(value);
}

/**
 * The name of the person who cancels: present (not only spaces), one line of
 * clean text, at most {@link CANCEL_NAME_MAX_LENGTH} characters.
 */
export function checkCancelName(value: string): CancelNameProblem | null {
  if (!isCleanText(value, { isMultiline: false })) {
    return INVALID_CHARACTERS;
  }
  if (value.trim() === '') {
    return 'name_required';
  }
  return value.length <= CANCEL_NAME_MAX_LENGTH ? null : 'name_too_long';
}

/**
 * The reason of a cancellation: clean text with line breaks, at most
 * {@link CANCEL_REASON_MAX_LENGTH} characters; `required` for an
 * extraordinary cancellation, which must state its reason.
 */
export function checkCancelReason(
  value: string,
  required: boolean,
): CancelReasonProblem | null {
  if (!isCleanText(value, { isMultiline: true })) {
    return INVALID_CHARACTERS;
  }
  if (required && value.trim() === '') {
    return 'reason_required';
  }
  return value.length <= CANCEL_REASON_MAX_LENGTH ? null : 'reason_too_long';
}

/**
 * How a guest names the subscription to cancel: its username or its number,
 * one line of clean text, at most {@link SERVICE_REF_MAX_LENGTH} characters.
 */
export function checkServiceRef(value: string): ServiceRefProblem | null {
  if (!isCleanText(value, { isMultiline: false })) {
    return INVALID_CHARACTERS;
  }
  if (value.trim() === '') {
    return 'service_ref_required';
  }
  return value.length <= SERVICE_REF_MAX_LENGTH ? null : 'service_ref_too_long';
}

/**
 * A date on which a cancellation should end: a calendar date `YYYY-MM-DD`,
 * not before `today`, and not after `latest` when one is known (the end of
 * the paid period: a later end would need another renewal). Dates compare as
 * text, which orders `YYYY-MM-DD` correctly.
 */
export function checkCancelDate(
  value: string,
  bounds: { today: string; latest?: string | null },
): CancelDateProblem | null {
  if (value === '') {
    return 'date_required';
  }
  if (!isCalendarDate(value)) {
    return 'invalid_date';
  }
  if (value < bounds.today) {
    return 'date_in_past';
  }
  if (
    bounds.latest !== undefined &&
    bounds.latest !== null &&
    value > bounds.latest
  ) {
    return 'date_after_period';
  }
  return null;
}

/**
 * A one-line profile field (name, company, address line, city, postcode,
 * phone): clean text, present when `required`, at most
 * {@link PROFILE_TEXT_MAX_LENGTH} characters.
 */
export function checkProfileText(
  value: string,
  { required }: { required: boolean },
): ProfileTextProblem | null {
  if (!isCleanText(value, { isMultiline: false })) {
    return INVALID_CHARACTERS;
  }
  if (required && value.trim() === '') {
    return 'field_required';
  }
  return value.length <= PROFILE_TEXT_MAX_LENGTH ? null : 'field_too_long';
}

/** A country as WHMCS stores it: an ISO 3166-1 alpha-2 code, upper case. */
export function checkCountryCode(value: string): CountryProblem | null {
  if (value === '') {
    return 'country_required';
  }
  return /^[A-Z]{2}$/.test(value) ? null : 'invalid_country';
}

/**
 * A promotion code: letters, digits and `-_.` only (WHMCS codes have no
 * spaces), at most {@link PROMO_CODE_MAX_LENGTH} characters.
 */
export function checkPromoCode(value: string): PromoCodeProblem | null {
  if (value === '') {
    return 'promo_code_required';
  }
  return value.length <= PROMO_CODE_MAX_LENGTH &&
    /^[\p{L}\p{N}._-]+$/u.test(value)
    ? null
    : 'invalid_promo_code';
}
