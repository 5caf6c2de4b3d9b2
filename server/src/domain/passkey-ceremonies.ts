import type {
  AuthenticationCredential,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  RegistrationCredential,
} from '@members/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';

import { fromStore } from '../lib/app-error.js';
import { MINUTE_MS } from '../lib/time.js';
import type { Stores } from '../stores/types.js';

import type { StoredPasskey } from './security-record.js';

/**
 * The WebAuthn ceremonies (docs/security.md, "Passkeys"): their options,
 * their single-use challenges in the shared token store (so any instance
 * can finish what another began), and the checks of what the browser sends
 * back. Attestation `none`, user verification preferred, discoverable
 * credentials required (a sign-in names no account).
 */

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

type TokenContext = { stores: Pick<Stores, 'tokens'> };

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

function attachmentOf(
  value: string | undefined,
): 'platform' | 'cross-platform' | undefined {
  return value === 'platform' || value === 'cross-platform' ? value : undefined;
}

/** The challenge a credential's client data signed, or null when it is unreadable. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && challenge !== '' ? challenge : null;
  } catch {
    return null;
  }
}

const registrationKey = (challenge: string) => `passkey:register:${challenge}`;
const assertionKey = (challenge: string) => `passkey:assert:${challenge}`;

/** What a registration challenge is bound to. */
export interface RegistrationBinding {
  clientId: number;
  sessionId: string;
  /** The user handle the options gave the authenticator. */
  handle: string;
}

/** The creation options of a new passkey, its challenge kept for this client and session. */
export async function startRegistration(
  ctx: TokenContext,
  rp: RelyingParty,
  user: RegistrationBinding & { name: string; displayName: string },
  existing: readonly StoredPasskey[],
): Promise<Omit<PasskeyCreationOptions, 'error'>> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.name,
    userDisplayName: user.displayName,
    userID: Buffer.from(user.handle, 'base64url'),
    timeout: CEREMONY_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: knownTransports(passkey.transports),
    })),
    authenticatorSelection: {
      residentKey: 'required',
      userVerification: 'preferred',
    },
  });
  const binding: RegistrationBinding = {
    clientId: user.clientId,
    sessionId: user.sessionId,
    handle: user.handle,
  };
  await fromStore(() =>
    ctx.stores.tokens.set(
      registrationKey(options.challenge),
      JSON.stringify(binding),
      CEREMONY_TTL_MS,
    ),
  );
  return options;
}

/** A new passkey as the authenticator described it, checked. */
export interface VerifiedRegistration {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
  backedUp: boolean;
  /** The handle the authenticator keeps for this passkey. */
  handle: string;
  /** The challenge, to be dropped once the passkey is stored. */
  challenge: string;
}

/**
 * Checks a new credential against the registration challenge this client
 * and session were given; null when anything does not hold. The challenge
 * stays until {@link endRegistration}, so a retry of the same change after
 * a crash still finds it (adding the same credential twice adds nothing).
 */
export async function verifyRegistration(
  ctx: TokenContext,
  rp: RelyingParty,
  expected: Omit<RegistrationBinding, 'handle'>,
  credential: RegistrationCredential,
): Promise<VerifiedRegistration | null> {
  const challenge = challengeOf(credential.response.clientDataJSON);
  if (challenge === null) {
    return null;
  }
  const stored = await fromStore(() =>
    ctx.stores.tokens.get(registrationKey(challenge)),
  );
  const binding = stored === null ? null : parseBinding(stored);
  if (
    binding?.clientId !== expected.clientId ||
    binding.sessionId !== expected.sessionId
  ) {
    return null;
  }
  const response: RegistrationResponseJSON = {
    ...credential,
    authenticatorAttachment: attachmentOf(credential.authenticatorAttachment),
    response: {
      ...credential.response,
      transports: knownTransports(credential.response.transports),
    },
  };
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) {
      return null;
    }
    const { credential: made, credentialBackedUp } = result.registrationInfo;
    return {
      id: made.id,
      publicKey: Buffer.from(made.publicKey).toString('base64url'),
      counter: made.counter,
      transports: knownTransports(credential.response.transports),
      backedUp: credentialBackedUp,
      handle: binding.handle,
      challenge,
    };
  } catch {
    return null;
  }
}

/** Drops a registration challenge once its passkey is stored. */
export async function endRegistration(
  ctx: TokenContext,
  challenge: string,
): Promise<void> {
  await fromStore(() => ctx.stores.tokens.delete(registrationKey(challenge)));
}

function parseBinding(text: string): RegistrationBinding | null {
  try {
    const value = JSON.parse(text) as Partial<RegistrationBinding>;
    return typeof value.clientId === 'number' &&
      typeof value.sessionId === 'string' &&
      typeof value.handle === 'string'
      ? {
          clientId: value.clientId,
          sessionId: value.sessionId,
          handle: value.handle,
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * The request options of a sign-in (or a step-up) with any of the site's
 * passkeys: no list of credentials, so the browser offers the discoverable
 * ones (and its autofill); the challenge is kept for one use.
 */
export async function startAssertion(
  ctx: TokenContext,
  rp: RelyingParty,
): Promise<Omit<PasskeyRequestOptions, 'error'>> {
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
  const challenge = challengeOf(credential.response.clientDataJSON);
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
