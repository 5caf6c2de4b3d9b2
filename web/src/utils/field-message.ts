import {
  CANCEL_NAME_MAX_LENGTH,
  CANCEL_REASON_MAX_LENGTH,
  FIELD_PROBLEMS,
  LOGIN_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_TEXT_MAX_LENGTH,
  PROMO_CODE_MAX_LENGTH,
  REDIRECT_URL_MAX_LENGTH,
  SERVICE_REF_MAX_LENGTH,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
  WITHDRAWAL_NOTES_MAX_LENGTH,
} from '@members/contract';

/**
 * Field messages that answer a server refusal rather than a field checker
 * (the MAC another subscription uses).
 */
export const ANSWER_FIELD_CODES = ['mac_already_used'] as const;

/** The limits a field message names, by problem code. */
const VALUES: Readonly<Record<string, Record<string, number>>> = {
  subject_too_long: { max: TICKET_SUBJECT_MAX_LENGTH },
  message_too_long: { max: TICKET_MESSAGE_MAX_LENGTH },
  notes_too_long: { max: WITHDRAWAL_NOTES_MAX_LENGTH },
  url_too_long: { max: REDIRECT_URL_MAX_LENGTH },
  invalid_code: { length: LOGIN_CODE_LENGTH },
  password_too_short: { min: PASSWORD_MIN_LENGTH },
  password_too_long: { max: PASSWORD_MAX_LENGTH },
  name_too_long: { max: CANCEL_NAME_MAX_LENGTH },
  reason_too_long: { max: CANCEL_REASON_MAX_LENGTH },
  service_ref_too_long: { max: SERVICE_REF_MAX_LENGTH },
  field_too_long: { max: PROFILE_TEXT_MAX_LENGTH },
  invalid_promo_code: { max: PROMO_CODE_MAX_LENGTH },
};

const CODES = new Set<string>([...FIELD_PROBLEMS, ...ANSWER_FIELD_CODES]);

/**
 * The catalog key (`fields.<code>`) and values of a field's problem code, the
 * contract checker's or the server's issue code; null for a code that has no
 * field message, which the form words itself.
 */
export function fieldMessageOf(
  code: string,
): { key: string; values: Record<string, number> } | null {
  if (!CODES.has(code)) {
    return null;
  }
  return { key: `fields.${code}`, values: VALUES[code] ?? {} };
}
