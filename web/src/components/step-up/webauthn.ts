import type {
  AuthenticationCredential,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  RegistrationCredential,
} from '@members/contract';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** Whether this browser can use passkeys at all (WebAuthn is there). */
export function supportsPasskeys(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.PublicKeyCredential === 'function'
  );
}

/**
 * Whether the browser's own dialog was closed or timed out (the customer
 * cancelled): nothing failed, so no error banner.
 */
export function isCeremonyCancelled(error: unknown): boolean {
  const name = nameOf(error);
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** Whether the authenticator holds a passkey of this account already. */
export function isAlreadyRegistered(error: unknown): boolean {
  return nameOf(error) === 'InvalidStateError';
}

/** The name of a browser failure (a DOMException, or the library's error). */
function nameOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error
    ? String(error.name)
    : undefined;
}

/** An answer's options without the envelope's `error`. */
function withoutEnvelope<T extends { error: false }>(
  answer: T,
): Omit<T, 'error'> {
  const options: Partial<T> = { ...answer };
  delete options.error;
  return options as Omit<T, 'error'>;
}

// The passkey code loads when it is first used, not with the page.
const loadBrowser = () => import('@simplewebauthn/browser');

/**
 * Creates a passkey from the server's creation options. The contract types
 * WebAuthn's enums as plain strings; the server made these options with
 * `@simplewebauthn/server`, so they are its JSON form.
 */
export async function createPasskey(
  options: PasskeyCreationOptions,
): Promise<RegistrationCredential> {
  const { startRegistration } = await loadBrowser();
  return startRegistration({
    optionsJSON: withoutEnvelope(
      options,
    ) as PublicKeyCredentialCreationOptionsJSON,
  });
}

/** Signs the server's challenge with one of the customer's passkeys. */
export async function signWithPasskey(
  options: PasskeyRequestOptions,
): Promise<AuthenticationCredential> {
  const { startAuthentication } = await loadBrowser();
  return startAuthentication({
    optionsJSON: withoutEnvelope(
      options,
    ) as PublicKeyCredentialRequestOptionsJSON,
  });
}
