import type {
  AuthenticationCredential,
  PasskeyRequestOptions,
  SessionResponse,
} from '@members/contract';

import { call } from '@/lib/api-client';

/**
 * Signing in with a passkey around the browser's part, the same whoever
 * does that part (native-passkey.ts or passkey.ts with the library): the
 * server's challenge in, the browser's signed answer back, a session out.
 */
export async function signInWithAssertion(
  assert: (
    options: Omit<PasskeyRequestOptions, 'error'>,
  ) => Promise<AuthenticationCredential>,
): Promise<SessionResponse> {
  const { error: _error, ...options } = await call('passkeySignInOptions', {});
  const credential = await assert(options);
  return call('passkeySignIn', { credential });
}
