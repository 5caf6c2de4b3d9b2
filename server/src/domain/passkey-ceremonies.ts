import type {
  AuthenticationCredential,
  PasskeyRequestOptions,
} from '@members/contract';
import type * as WebAuthn from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
} from '@simplewebauthn/server';

import { fromStore } from '../lib/app-error.js';
import { MINUTE_MS } from '../lib/time.js';
import type { Stores } from '../stores/types.js';

import type { StoredPasskey } from './security-record.js';

/**
 * What the WebAuthn ceremonies share (the relying party, transports, the
 * challenge a credential signed) and the sign-in ceremony: request options
 * for any of the site's discoverable passkeys (a sign-in names no account),
 * user verification preferred, a challenge kept once in the shared token
 * store (so any instance can finish what another began), and the check of
 * the assertion. Adding a passkey is `passkey-registration.ts`.
 */

let webAuthn: Promise<typeof WebAuthn> | null = null;

/**
 * The WebAuthn library (with its ASN.1 and X.509 code) is loaded with the
 * first passkey ceremony: most customers never use one.
 */
export function loadWebAuthn(): Promise<typeof WebAuthn> {
  webAuthn ??= import('@simplewebauthn/server');
  return webAuthn;
}

/** Who the passkeys are for: the site of PUBLIC_URL (else the request's). */
export interface RelyingParty {
  /** The host name (WebAuthn's RP ID). */
  id: string;
  /** What the authenticator shows: the provider's name. */
  name: string;
  /** The one origin a ceremony may come from. */
  origin: string;
}

/** How long a ceremony may take, from its options to its answer. */
export const CEREMONY_TTL_MS = 5 * MINUTE_MS;

/** What keeping a ceremony's challenge needs. */
export type TokenContext = { stores: Pick<Stores, 'tokens'> };

/** The relying party of this server: PUBLIC_URL, or the origin the request came to. */
export function relyingPartyOf(
  publicUrl: string | null,
  name: string,
  requestOrigin: string,
): RelyingParty {
  const url = new URL(publicUrl ?? requestOrigin);
  return { id: url.hostname, name, origin: url.origin };
}

const TRANSPORTS: readonly AuthenticatorTransportFuture[] = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
];

/** The transports WebAuthn knows, of those a browser named. */
export function knownTransports(
  names: readonly string[] | undefined,
): AuthenticatorTransportFuture[] {
  return TRANSPORTS.filter((transport) => names?.includes(transport));
}

/** The authenticator attachment WebAuthn knows, of the one a browser named. */
export function attachmentOf(
  value: string | undefined,
): 'platform' | 'cross-platform' | undefined {
  return value === 'platform' || value === 'cross-platform' ? value : undefined;
}

/** The challenge a credential's client data signed, or null when it is unreadable. */
export async function challengeOf(
  clientDataJSON: string,
): Promise<string | null> {
  const { decodeClientDataJSON } =
    await import('@simplewebauthn/server/helpers');
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && challenge !== '' ? challenge : null;
  } catch {
    return null;
  }
}

const assertionKey = (challenge: string) => `passkey:assert:${challenge}`;

/**
 * The request options of a sign-in (or a step-up) with any of the site's
 * passkeys: no list of credentials, so the browser offers the discoverable
 * ones (and its autofill); the challenge is kept for one use.
 */
export async function startAssertion(
  ctx: TokenContext,
  rp: RelyingParty,
): Promise<Omit<PasskeyRequestOptions, 'error'>> {
  const { generateAuthenticationOptions } = await loadWebAuthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TTL_MS,
    userVerification: 'preferred',
  });
  await fromStore(() =>
    ctx.stores.tokens.set(
      assertionKey(options.challenge),
      '1',
      CEREMONY_TTL_MS,
    ),
  );
  return options;
}

/**
 * Takes the challenge an assertion signed, once: the second use of the same
 * challenge (a replayed assertion) and one never issued answer null.
 */
export async function takeAssertionChallenge(
  ctx: TokenContext,
  credential: AuthenticationCredential,
): Promise<string | null> {
  const challenge = await challengeOf(credential.response.clientDataJSON);
  if (challenge === null) {
    return null;
  }
  const taken = await fromStore(() =>
    ctx.stores.tokens.take(assertionKey(challenge)),
  );
  return taken === null ? null : challenge;
}

/** What a good assertion says about its passkey now. */
export interface VerifiedAssertion {
  counter: number;
  backedUp: boolean;
}

/**
 * Checks an assertion with the stored passkey: the challenge, the origin,
 * the RP ID, the signature with its public key, and a counter that moved
 * forward when either side counts. Null when anything does not hold.
 */
export async function verifyAssertion(
  rp: RelyingParty,
  challenge: string,
  credential: AuthenticationCredential,
  passkey: StoredPasskey,
): Promise<VerifiedAssertion | null> {
  const response: AuthenticationResponseJSON = {
    ...credential,
    authenticatorAttachment: attachmentOf(credential.authenticatorAttachment),
  };
  const { verifyAuthenticationResponse } = await loadWebAuthn();
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: knownTransports(passkey.transports),
      },
      requireUserVerification: false,
    });
    return result.verified
      ? {
          counter: result.authenticationInfo.newCounter,
          backedUp: result.authenticationInfo.credentialBackedUp,
        }
      : null;
  } catch {
    return null;
  }
}
