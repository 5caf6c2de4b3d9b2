import type {
  PasskeyCreationOptions,
  RegistrationCredential,
} from '@members/contract';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';

import { fromStore } from '../lib/app-error.js';

import {
  attachmentOf,
  CEREMONY_TTL_MS,
  challengeOf,
  knownTransports,
  loadWebAuthn,
} from './passkey-ceremonies.js';
import type { RelyingParty, TokenContext } from './passkey-ceremonies.js';
import type { StoredPasskey } from './security-record.js';

/**
 * Adding a passkey (WebAuthn registration): creation options whose
 * challenge is bound to the client, their session and the user handle
 * offered, and the check of the credential the browser made with them.
 */

const registrationKey = (challenge: string) => `passkey:register:${challenge}`;

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
  const { generateRegistrationOptions } = await loadWebAuthn();
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
  const challenge = await challengeOf(credential.response.clientDataJSON);
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
  const { verifyRegistrationResponse } = await loadWebAuthn();
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
