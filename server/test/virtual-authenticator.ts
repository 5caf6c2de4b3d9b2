import {
  createHash,
  generateKeyPairSync,
  randomBytes,
  sign,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';

import {
  ENDPOINT_ROUTES,
  passkeyCreationOptionsSchema,
  passkeyRequestOptionsSchema,
} from '@members/contract';
import type {
  AuthenticationCredential,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  RegistrationCredential,
} from '@members/contract';
import { isoCBOR } from '@simplewebauthn/server/helpers';

import type { TestBrowser, TestResponse } from './http-client.js';
import { TEST_ORIGIN } from './start-test-server.js';

/** One passkey the authenticator keeps. */
export interface VirtualPasskey {
  /** Credential id, base64url. */
  id: string;
  rpId: string;
  /** The user handle the site gave it, base64url. */
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

/** What a test may change in one assertion, to forge or replay it. */
export interface AssertionTweaks {
  /** The passkey to use (default: the only or latest one for the RP). */
  passkey?: VirtualPasskey;
  /** Another credential id than the passkey's. */
  credentialId?: string;
  /** Another user handle than the passkey's (null: none sent). */
  userHandle?: string | null;
  /** The origin the client data names (default: the test origin). */
  origin?: string;
  /** The RP ID whose hash the authenticator data carries. */
  rpId?: string;
  /** The counter to send instead of the next one (it is not kept). */
  counter?: number;
  /** Sign with a key that is not the passkey's. */
  forge?: boolean;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

const sha256 = (data: Buffer | string) =>
  createHash('sha256').update(data).digest();

const b64 = (data: Buffer | Uint8Array) =>
  Buffer.from(data).toString('base64url');

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** The COSE form (EC2, ES256) of a P-256 public key. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

function clientData(type: string, challenge: string, origin: string): string {
  return b64(
    Buffer.from(
      JSON.stringify({ type, challenge, origin, crossOrigin: false }),
    ),
  );
}

/**
 * A software authenticator for tests, as Chromium's virtual one behaves:
 * P-256 keys (ES256), attestation `none`, discoverable credentials with the
 * site's user handle, user presence and verification, a counter that counts
 * (or stays 0, as synced passkeys do), DER signatures over authData ‖
 * SHA-256(clientDataJSON).
 */
export class VirtualAuthenticator {
  readonly passkeys: VirtualPasskey[] = [];

  constructor(
    private readonly settings: {
      attachment?: 'platform' | 'cross-platform';
      /** Counts its uses (a security key); otherwise 0 always (a synced passkey). */
      counts?: boolean;
    } = {},
  ) {}

  /** The passkey made last (throws when there is none). */
  get latest(): VirtualPasskey {
    const passkey = this.passkeys.at(-1);
    if (!passkey) {
      throw new Error('the authenticator has no passkey');
    }
    return passkey;
  }

  /** Makes a passkey for the creation options, as `navigator.credentials.create` would. */
  register(
    options: PasskeyCreationOptions,
    origin = TEST_ORIGIN,
  ): RegistrationCredential {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
    });
    const id = randomBytes(16);
    const counts = this.settings.counts ?? false;
    const passkey: VirtualPasskey = {
      id: b64(id),
      rpId,
      userHandle: options.user.id,
      privateKey,
      counter: 0,
    };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([
        FLAG_UP | FLAG_UV | FLAG_AT | (counts ? 0 : FLAG_BE | FLAG_BS),
      ]),
      counterBytes(0),
      Buffer.alloc(16),
      idLength,
      id,
      coseKey(publicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    this.passkeys.push(passkey);
    return {
      id: passkey.id,
      rawId: passkey.id,
      type: 'public-key',
      response: {
        clientDataJSON: clientData(
          'webauthn.create',
          options.challenge,
          origin,
        ),
        attestationObject: b64(attestationObject),
        transports: counts ? ['usb'] : ['internal', 'hybrid'],
      },
      authenticatorAttachment: this.settings.attachment ?? 'platform',
      clientExtensionResults: { credProps: { rk: true } },
    };
  }

  /** Signs the request options' challenge, as `navigator.credentials.get` would. */
  assert(
    options: PasskeyRequestOptions,
    tweaks: AssertionTweaks = {},
  ): AuthenticationCredential {
    const passkey = tweaks.passkey ?? this.latest;
    const counts = this.settings.counts ?? false;
    if (counts && tweaks.counter === undefined) {
      passkey.counter += 1;
    }
    const counter = tweaks.counter ?? passkey.counter;
    const authData = Buffer.concat([
      sha256(tweaks.rpId ?? options.rpId ?? passkey.rpId),
      Buffer.from([FLAG_UP | FLAG_UV | (counts ? 0 : FLAG_BE | FLAG_BS)]),
      counterBytes(counter),
    ]);
    const clientDataJSON = clientData(
      'webauthn.get',
      options.challenge,
      tweaks.origin ?? TEST_ORIGIN,
    );
    const key = tweaks.forge
      ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
      : passkey.privateKey;
    const signature = sign(
      'sha256',
      Buffer.concat([
        authData,
        sha256(Buffer.from(clientDataJSON, 'base64url')),
      ]),
      key,
    );
    const id = tweaks.credentialId ?? passkey.id;
    const userHandle =
      tweaks.userHandle === undefined ? passkey.userHandle : tweaks.userHandle;
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(userHandle === null ? {} : { userHandle }),
      },
      authenticatorAttachment: this.settings.attachment ?? 'platform',
      clientExtensionResults: {},
    };
  }
}

const PATHS = {
  registerOptions: ENDPOINT_ROUTES.passkeyRegisterOptions.path,
  register: ENDPOINT_ROUTES.passkeyRegister.path,
  signInOptions: ENDPOINT_ROUTES.passkeySignInOptions.path,
  signIn: ENDPOINT_ROUTES.passkeySignIn.path,
  stepUp: ENDPOINT_ROUTES.stepUp.path,
};

/** Asks a signed-in browser's server for creation options; throws unless it gives them. */
export async function registrationOptions(
  browser: TestBrowser,
): Promise<PasskeyCreationOptions> {
  const response = await browser.post(PATHS.registerOptions);
  if (response.status !== 200) {
    throw new Error(`options answered ${response.status}: ${response.text}`);
  }
  return passkeyCreationOptionsSchema.parse(response.body);
}

/** Adds a passkey made by `authenticator` to a signed-in browser's account. */
export async function addPasskey(
  browser: TestBrowser,
  authenticator: VirtualAuthenticator,
  name?: string,
): Promise<TestResponse> {
  const credential = authenticator.register(await registrationOptions(browser));
  return browser.post(PATHS.register, {
    credential,
    ...(name === undefined ? {} : { name }),
  });
}

/** Fresh request options of a passkey sign-in (or step-up). */
export async function assertionOptions(
  browser: TestBrowser,
): Promise<PasskeyRequestOptions> {
  const response = await browser.post(PATHS.signInOptions);
  if (response.status !== 200) {
    throw new Error(`options answered ${response.status}: ${response.text}`);
  }
  return passkeyRequestOptionsSchema.parse(response.body);
}

/** Signs `browser` in with a passkey of `authenticator`, the assertion tweaked as told. */
export async function signInWithPasskey(
  browser: TestBrowser,
  authenticator: VirtualAuthenticator,
  tweaks: AssertionTweaks = {},
): Promise<TestResponse> {
  const credential = authenticator.assert(
    await assertionOptions(browser),
    tweaks,
  );
  return browser.post(PATHS.signIn, { credential });
}

/** Confirms a signed-in browser's factor again with a passkey of `authenticator`. */
export async function stepUpWithPasskey(
  browser: TestBrowser,
  authenticator: VirtualAuthenticator,
  tweaks: AssertionTweaks = {},
): Promise<TestResponse> {
  const credential = authenticator.assert(
    await assertionOptions(browser),
    tweaks,
  );
  return browser.post(PATHS.stepUp, { credential });
}
