import { z } from 'zod';

import { AppError, fromStore } from '../../lib/app-error.js';
import { hmac } from '../../lib/crypto.js';
import { canonicalEmail } from '../../lib/email.js';

import type { ProfileDeps } from './profile.service.js';

/** A change of the sign-in e-mail waiting for its code (in the token store). */
const pendingEmailSchema = z.object({
  newEmail: z.string(),
  codeHash: z.string(),
  expiresAt: z.number(),
});

/** A pending change of the sign-in e-mail, as kept in the token store. */
export type PendingEmail = z.infer<typeof pendingEmailSchema>;

/** The token-store key of the client's pending e-mail change. */
export const pendingKey = (clientId: number) => `email-change:${clientId}`;
/** The counter key of the client's wrong codes. */
export const failKey = (clientId: number) => `email-change:fail:${clientId}`;

/** The keyed hash of an e-mail change's code, bound to the client and the new address. */
export function codeHash(
  pepper: string,
  clientId: number,
  email: string,
  code: string,
): string {
  return hmac(
    pepper,
    `email-change:${clientId}:${canonicalEmail(email)}:${code}`,
  );
}

/** The one answer to a wrong, expired, used up or missing code. */
export function invalidEmailCode(): AppError {
  return new AppError(
    'EMAIL_CODE_INVALID',
    'The code is wrong or no longer valid',
  );
}

/** The answer to an address another account uses. */
export function emailInUse(): AppError {
  return new AppError(
    'EMAIL_IN_USE',
    'This e-mail address is used by another account',
  );
}

/** The client's pending e-mail change, unless it expired. */
export async function readPending(
  deps: ProfileDeps,
  clientId: number,
): Promise<PendingEmail | null> {
  const raw = await fromStore(() =>
    deps.stores.tokens.get(pendingKey(clientId)),
  );
  if (!raw) {
    return null;
  }
  const parsed = pendingEmailSchema.safeParse(JSON.parse(raw));
  return parsed.success && parsed.data.expiresAt > deps.now()
    ? parsed.data
    : null;
}
