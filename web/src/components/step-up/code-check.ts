import { passkeyNameSchema, secondFactorCodeSchema } from '@members/contract';

/**
 * The contract's check of a second-factor code (six digits from the app or
 * a recovery code): null, or its problem code (`invalid_code`).
 */
export function checkSecondFactorCode(value: string): string | null {
  const result = secondFactorCodeSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The contract's check of a passkey's name: null, or `invalid_name`. */
export function checkPasskeyName(value: string): string | null {
  const result = passkeyNameSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
