import type { SessionResponse } from '@members/contract';
import {
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

import { signInWithAssertion } from './passkey-sign-in';

/**
 * Signing in with a passkey. This module and @simplewebauthn/browser load
 * only when a passkey is used or the browser offers passkeys in its
 * autofill (see passkey-entry.ts), so the sign-in page's first view stays
 * light.
 */

/**
 * Asks the server for a challenge, lets the browser sign it (its own dialog,
 * or the suggestions of the e-mail field when `isAutofill`) and signs in
 * with the answer. Starting one ends the ceremony before it.
 */
export async function signInWithPasskey(
  isAutofill: boolean,
): Promise<SessionResponse> {
  return signInWithAssertion((options) =>
    startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: isAutofill,
    }),
  );
}

/** Ends the waiting ceremony (the autofill's), if there is one. */
export function cancelPasskey(): void {
  WebAuthnAbortService.cancelCeremony();
}
