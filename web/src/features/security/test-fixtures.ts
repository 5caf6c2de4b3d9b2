import type {
  PasskeySummary,
  SecurityResponse,
  SignInEntry,
} from '@members/contract';

/** A synced passkey used last week. */
export const PHONE_KEY: PasskeySummary = {
  id: 'cGhvbmUta2V5',
  name: 'iPhone',
  createdAt: '2026-10-01T09:00:00.000Z',
  lastUsedAt: '2026-11-20T18:30:00.000Z',
  synced: true,
};

/** A security key on a key ring, never used since it was added. */
export const USB_KEY: PasskeySummary = {
  id: 'dXNiLWtleQ',
  name: 'YubiKey',
  createdAt: '2026-11-02T10:00:00.000Z',
  lastUsedAt: null,
  synced: false,
};

/** The factors of a customer with two passkeys and no app. */
export function makeSecurity(
  change: Partial<SecurityResponse> = {},
): SecurityResponse {
  return {
    error: false,
    available: true,
    passkeys: [PHONE_KEY, USB_KEY],
    totp: { enabled: false, since: null },
    recoveryCodesLeft: 0,
    checkedUntil: null,
    ...change,
  };
}

/** Two sign-ins, newest first: a passkey, then a password with the app from a new device. */
export const SIGN_INS: SignInEntry[] = [
  {
    at: '2026-11-24T08:00:00.000Z',
    method: 'passkey',
    secondFactor: null,
    browser: 'Safari 17',
    os: 'iOS 17',
    ip: '198.51.100.x',
    newDevice: false,
  },
  {
    at: '2026-11-23T20:15:00.000Z',
    method: 'password',
    secondFactor: 'totp',
    browser: 'Firefox 133',
    os: 'Linux',
    ip: '203.0.113.x',
    newDevice: true,
  },
];

/** A registration credential as `@simplewebauthn/browser` gives it. */
export const NEW_CREDENTIAL = {
  id: 'bmV3LWtleQ',
  rawId: 'bmV3LWtleQ',
  type: 'public-key' as const,
  response: {
    clientDataJSON: 'Y2xpZW50',
    attestationObject: 'YXR0ZXN0',
    transports: ['internal' as const],
  },
  clientExtensionResults: {},
};

/** An assertion as `@simplewebauthn/browser` gives it. */
export const ASSERTION = {
  id: 'cGhvbmUta2V5',
  rawId: 'cGhvbmUta2V5',
  type: 'public-key' as const,
  response: {
    clientDataJSON: 'Y2xpZW50',
    authenticatorData: 'YXV0aA',
    signature: 'c2ln',
  },
  clientExtensionResults: {},
};

/** The server's creation options (what `passkeyRegisterOptions` answers). */
export const CREATION_OPTIONS = {
  error: false as const,
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'Members area' },
  user: { id: 'b3BhcXVl', name: 'demo@example.com', displayName: 'Demo' },
  pubKeyCredParams: [{ type: 'public-key' as const, alg: -7 }],
  attestation: 'none',
};

/** The server's request options (what `passkeySignInOptions` answers). */
export const REQUEST_OPTIONS = {
  error: false as const,
  challenge: 'cmVxdWVzdA',
  rpId: 'localhost',
  userVerification: 'preferred',
};
