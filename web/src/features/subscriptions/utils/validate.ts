import {
  MAC_INPUT_PATTERN,
  normaliseMac as storedMac,
  PARENTAL_CODE_PATTERN,
} from '@members/contract';

/** A typed MAC as it will be stored (`00:1A:79:AA:BB:CC`), or null when it is not one. */
export function normaliseMac(input: string): string | null {
  const value = input.trim();
  return MAC_INPUT_PATTERN.test(value) ? storedMac(value) : null;
}

/** What is wrong with a typed MAC, or null when it is fine. */
export type MacProblem = 'required' | 'invalid' | null;

/** Checks a typed MAC the way the server will. */
export function checkMac(input: string): MacProblem {
  if (input.trim() === '') {
    return 'required';
  }
  return normaliseMac(input) ? null : 'invalid';
}

/** What is wrong with a typed parental code, or null when it is fine. */
export type ParentalCodeProblem = 'required' | 'digits' | 'length' | null;

/** A parental code is exactly four digits (the contract's rule). */
export function checkParentalCode(input: string): ParentalCodeProblem {
  if (input === '') {
    return 'required';
  }
  if (!/^\d*$/.test(input)) {
    return 'digits';
  }
  return PARENTAL_CODE_PATTERN.test(input) ? null : 'length';
}
