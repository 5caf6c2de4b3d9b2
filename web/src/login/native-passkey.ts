import type {
  AuthenticationCredential,
  SessionResponse,
} from '@members/contract';

import { signInWithAssertion } from './passkey-sign-in';

/**
 * Signing in with a passkey through the browser's own WebAuthn JSON methods
 * (WebAuthn Level 3: `PublicKeyCredential.parseRequestOptionsFromJSON()`
 * and `PublicKeyCredential.toJSON()`), where the browser has them. The
 * sign-in page then needs no code beyond its own to offer passkeys in the
 * e-mail field's suggestions; in other browsers passkey.ts does the same
 * with @simplewebauthn/browser, loaded when a passkey is used.
 */

/** The ceremony waiting now (the autofill's, or the button's). */
let ceremony: AbortController | null = null;

/** Whether this browser reads and writes WebAuthn's JSON forms itself. */
export function hasWebAuthnJson(): boolean {
  const credential = window.PublicKeyCredential as
    Partial<typeof PublicKeyCredential> | undefined;
  return (
    typeof credential?.parseRequestOptionsFromJSON === 'function' &&
    typeof credential.prototype?.toJSON === 'function'
  );
}

/** Ends the waiting ceremony, if there is one. */
export function cancelPasskey(): void {
  ceremony?.abort();
  ceremony = null;
}

/**
 * Asks the server for a challenge, lets the browser sign it (its own dialog,
 * or the suggestions of the e-mail field when `isAutofill`) and signs in
 * with the answer. Starting one ends the ceremony before it, which then
 * fails with an `AbortError`; closing the browser's dialog fails with a
 * `NotAllowedError`.
 */
export async function signInWithPasskey(
  isAutofill: boolean,
): Promise<SessionResponse> {
  cancelPasskey();
  const controller = new AbortController();
  ceremony = controller;
  try {
    return await signInWithAssertion(async (options) => {
      controller.signal.throwIfAborted();
      const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON({
        ...(options as PublicKeyCredentialRequestOptionsJSON),
        // The suggestions offer every passkey of this site the device holds.
        ...(isAutofill ? { allowCredentials: [] } : {}),
      });
      const credential = await navigator.credentials.get({
        publicKey,
        signal: controller.signal,
        ...(isAutofill ? { mediation: 'conditional' as const } : {}),
      });
      if (!(credential instanceof PublicKeyCredential)) {
        throw new DOMException('No passkey was chosen.', 'NotAllowedError');
      }
      // The server checks the assertion against its schema.
      const json: unknown = credential.toJSON();
      return json as AuthenticationCredential;
    });
  } finally {
    if (ceremony === controller) {
      ceremony = null;
    }
  }
}
