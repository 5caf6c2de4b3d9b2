/**
 * Sign-in and security: passkeys (WebAuthn), the authenticator-app second
 * factor (TOTP) with its recovery codes, step-up and the sign-in history.
 * The WebAuthn shapes are the W3C JSON forms (`PublicKeyCredential.toJSON()`,
 * `PublicKeyCredentialCreationOptionsJSON`, `…RequestOptionsJSON`), which
 * `@simplewebauthn/browser` and `@simplewebauthn/server` read and write.
 */
import { z } from 'zod';

import { sessionResponseSchema } from './auth.js';

/** A base64url value of WebAuthn's JSON forms, no padding. */
function base64url(max: number) {
  return z
    .string({ error: 'invalid_credential' })
    .max(max, { error: 'invalid_credential' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'invalid_credential' });
}

/** The largest number of passkeys one customer may keep. */
export const MAX_PASSKEYS = 10;
/** The longest name of a passkey, in characters. */
export const PASSKEY_NAME_MAX = 60;
/** How many recovery codes a customer gets at once. */
export const RECOVERY_CODE_COUNT = 10;
/** A second-factor check older than this is confirmed again before a sensitive change. */
export const STEP_UP_WINDOW_MS = 10 * 60_000;

const transportSchema = z.string().max(20);

const credentialDescriptorSchema = z.object({
  id: base64url(1400),
  type: z.literal('public-key'),
  transports: z.array(transportSchema).max(10).optional(),
});

/** `passkeyRegisterOptions`: WebAuthn's creation options JSON (with the envelope's `error`). */
export const passkeyCreationOptionsSchema = z
  .object({
    error: z.literal(false),
    challenge: base64url(200),
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({
      id: base64url(100).describe('Opaque user handle: reveals nothing'),
      name: z.string(),
      displayName: z.string(),
    }),
    pubKeyCredParams: z.array(
      z.object({ type: z.literal('public-key'), alg: z.number().int() }),
    ),
    timeout: z.number().int().optional(),
    excludeCredentials: z.array(credentialDescriptorSchema).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.string().optional(),
        residentKey: z.string().optional(),
        requireResidentKey: z.boolean().optional(),
        userVerification: z.string().optional(),
      })
      .optional(),
    hints: z.array(z.string()).optional(),
    attestation: z.string().optional(),
    extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  })
  .meta({ id: 'PasskeyCreationOptions' });
export type PasskeyCreationOptions = z.infer<
  typeof passkeyCreationOptionsSchema
>;

/** `passkeySignInOptions`: WebAuthn's request options JSON (with the envelope's `error`). */
export const passkeyRequestOptionsSchema = z
  .object({
    error: z.literal(false),
    challenge: base64url(200),
    rpId: z.string().optional(),
    timeout: z.number().int().optional(),
    allowCredentials: z.array(credentialDescriptorSchema).optional(),
    userVerification: z.string().optional(),
    hints: z.array(z.string()).optional(),
  })
  .meta({ id: 'PasskeyRequestOptions' });
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;

const clientExtensionResultsSchema = z
  .object({
    credProps: z.object({ rk: z.boolean().optional() }).optional(),
  })
  .optional()
  .default({});

/** A new credential in WebAuthn's JSON form (`RegistrationResponseJSON`). */
export const registrationCredentialSchema = z
  .object({
    id: base64url(1400),
    rawId: base64url(1400),
    type: z.literal('public-key', { error: 'invalid_credential' }),
    response: z.object({
      clientDataJSON: base64url(8_000),
      attestationObject: base64url(40_000),
      authenticatorData: base64url(8_000).optional(),
      transports: z.array(transportSchema).max(10).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(4_000).optional(),
    }),
    authenticatorAttachment: z.string().max(40).optional(),
    clientExtensionResults: clientExtensionResultsSchema,
  })
  .meta({ id: 'RegistrationCredential' });
export type RegistrationCredential = z.infer<
  typeof registrationCredentialSchema
>;

/** An assertion in WebAuthn's JSON form (`AuthenticationResponseJSON`). */
export const authenticationCredentialSchema = z
  .object({
    id: base64url(1400),
    rawId: base64url(1400),
    type: z.literal('public-key', { error: 'invalid_credential' }),
    response: z.object({
      clientDataJSON: base64url(8_000),
      authenticatorData: base64url(8_000),
      signature: base64url(2_000),
      userHandle: base64url(200).optional(),
    }),
    authenticatorAttachment: z.string().max(40).optional(),
    clientExtensionResults: clientExtensionResultsSchema,
  })
  .meta({ id: 'AuthenticationCredential' });
export type AuthenticationCredential = z.infer<
  typeof authenticationCredentialSchema
>;

/** The name a customer gives a passkey. */
export const passkeyNameSchema = z
  .string({ error: 'invalid_name' })
  .trim()
  .min(1, { error: 'invalid_name' })
  .max(PASSKEY_NAME_MAX, { error: 'invalid_name' })
  .regex(/^[^\p{Cc}\p{Cf}]*$/u, { error: 'invalid_name' });

/** One of the customer's passkeys, without its key. */
export const passkeySummarySchema = z
  .object({
    id: base64url(1400).describe('Credential id (base64url)'),
    name: z.string(),
    createdAt: z.string().describe('ISO 8601 time it was added'),
    lastUsedAt: z
      .string()
      .nullable()
      .describe('ISO 8601 time of its last sign-in or check'),
    synced: z
      .boolean()
      .describe('Backed up by its provider (a synced passkey), as it says'),
  })
  .meta({ id: 'Passkey' });
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

/** `security`: the customer's factors. */
export const securityResponseSchema = z
  .object({
    error: z.literal(false),
    available: z
      .boolean()
      .describe('Passkeys and the second factor are set up on this server'),
    passkeys: z.array(passkeySummarySchema),
    totp: z.object({
      enabled: z.boolean(),
      since: z.string().nullable().describe('ISO 8601 time it was turned on'),
    }),
    recoveryCodesLeft: z.number().int().nonnegative(),
    checkedUntil: z
      .string()
      .nullable()
      .describe(
        'ISO 8601 time until which sensitive changes need no new check; null when one is needed now',
      ),
  })
  .meta({ id: 'Security' });
export type SecurityResponse = z.infer<typeof securityResponseSchema>;

/** `passkeyRegister`: the new credential and an optional name. */
export const passkeyRegisterRequestSchema = z.object({
  credential: registrationCredentialSchema,
  name: passkeyNameSchema.optional(),
});
export type PasskeyRegisterRequest = z.infer<
  typeof passkeyRegisterRequestSchema
>;

/** `passkeySignIn` (and `stepUp` with a passkey): an assertion. */
export const passkeySignInRequestSchema = z.object({
  credential: authenticationCredentialSchema,
});
export type PasskeySignInRequest = z.infer<typeof passkeySignInRequestSchema>;

/** `passkeySignIn` answers like every sign-in. */
export const passkeySignInResponseSchema = sessionResponseSchema;

/** `renamePasskey`. */
export const renamePasskeyRequestSchema = z.object({
  id: base64url(1400),
  name: passkeyNameSchema,
});
export type RenamePasskeyRequest = z.infer<typeof renamePasskeyRequestSchema>;

/** `removePasskey`. */
export const removePasskeyRequestSchema = z.object({ id: base64url(1400) });
export type RemovePasskeyRequest = z.infer<typeof removePasskeyRequestSchema>;

/**
 * A code typed to prove the second factor: six digits from the
 * authenticator app, or a recovery code (`ABCDE-FGHIJ`; case, spaces and the
 * dash do not matter).
 */
export const secondFactorCodeSchema = z
  .string({ error: 'invalid_code' })
  .trim()
  .min(6, { error: 'invalid_code' })
  .max(24, { error: 'invalid_code' })
  .regex(/^[0-9A-Za-z -]+$/, { error: 'invalid_code' });

/** `totpSetup`: a new secret, to be confirmed by `totpEnable`. */
export const totpSetupResponseSchema = z.object({
  error: z.literal(false),
  secret: z.string().describe('Base32 secret, for typing by hand'),
  uri: z.string().describe('otpauth:// URI, shown as a QR code'),
  expiresIn: z.number().int().positive().describe('Seconds to confirm it'),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** `totpEnable`: the first code from the app. */
export const totpEnableRequestSchema = z.object({
  code: secondFactorCodeSchema,
});
export type TotpEnableRequest = z.infer<typeof totpEnableRequestSchema>;

/** The security state with new recovery codes, shown once. */
export const recoveryCodesResponseSchema = securityResponseSchema
  .extend({
    recoveryCodes: z
      .array(z.string())
      .describe('Single-use recovery codes; shown this once'),
  })
  .meta({ id: 'SecurityWithRecoveryCodes' });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** `secondFactor`: complete a sign-in with the app's code or a recovery code. */
export const secondFactorRequestSchema = z.object({
  code: secondFactorCodeSchema,
});
export type SecondFactorRequest = z.infer<typeof secondFactorRequestSchema>;

/** `stepUp`: confirm a factor again, with a code or a passkey. */
export const stepUpRequestSchema = z.union([
  z.object({ code: secondFactorCodeSchema }),
  z.object({ credential: authenticationCredentialSchema }),
]);
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>;

/** `stepUp`'s answer. */
export const stepUpResponseSchema = z.object({
  error: z.literal(false),
  checkedUntil: z.string().describe('ISO 8601 end of the new window'),
});
export type StepUpResponse = z.infer<typeof stepUpResponseSchema>;

/** How a sign-in proved who it was. */
export const signInMethodSchema = z.enum([
  'password',
  'code',
  'passkey',
  'signup',
  'sso',
]);
export type SignInMethodName = z.infer<typeof signInMethodSchema>;

/** One sign-in of the history. */
export const signInEntrySchema = z
  .object({
    at: z.string().describe('ISO 8601 time'),
    method: signInMethodSchema,
    secondFactor: z.enum(['totp', 'recovery']).nullable(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    ip: z.string().describe('Address, masked (last part hidden)'),
    newDevice: z.boolean().describe('The first sign-in from that device'),
  })
  .meta({ id: 'SignInEntry' });
export type SignInEntry = z.infer<typeof signInEntrySchema>;

/** `signInHistory`: the last 20 sign-ins, newest first (kept 90 days). */
export const signInHistoryResponseSchema = z.object({
  error: z.literal(false),
  signIns: z.array(signInEntrySchema),
});
export type SignInHistoryResponse = z.infer<typeof signInHistoryResponseSchema>;
