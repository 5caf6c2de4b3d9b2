import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@members/contract';

const MAX_EMAIL_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@,;<>"]+@[^\s@,;<>".]+(\.[^\s@,;<>".]+)+$/;

/** What is wrong with a typed e-mail address, or null when it looks right. */
export type EmailProblem = 'required' | 'invalid' | null;

/** Checks an e-mail address roughly, as the server's rules would (one address, no spaces). */
export function checkEmail(value: string): EmailProblem {
  const email = value.trim();
  if (!email) {
    return 'required';
  }
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    return 'invalid';
  }
  return null;
}

/** The signup password rules and whether a password meets each. */
export function checkNewPassword(value: string): {
  isLongEnough: boolean;
  isShortEnough: boolean;
} {
  return {
    isLongEnough: value.length >= PASSWORD_MIN_LENGTH,
    isShortEnough: value.length <= PASSWORD_MAX_LENGTH,
  };
}
