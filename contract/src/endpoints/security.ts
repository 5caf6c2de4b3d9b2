import { emptyRequestSchema } from '../common.js';
import { ENDPOINT_ROUTES } from '../routes.js';
import {
  passkeyCreationOptionsSchema,
  passkeyRegisterRequestSchema,
  passkeyRequestOptionsSchema,
  passkeySignInRequestSchema,
  passkeySignInResponseSchema,
  recoveryCodesResponseSchema,
  removePasskeyRequestSchema,
  renamePasskeyRequestSchema,
  secondFactorRequestSchema,
  securityResponseSchema,
  signInHistoryResponseSchema,
  stepUpRequestSchema,
  stepUpResponseSchema,
  totpEnableRequestSchema,
  totpSetupResponseSchema,
} from '../security.js';

/** Passkeys, the second factor, step-up and the sign-in history. */
export const securityEndpoints = {
  security: {
    ...ENDPOINT_ROUTES.security,
    request: emptyRequestSchema,
    response: securityResponseSchema,
  },
  passkeyRegisterOptions: {
    ...ENDPOINT_ROUTES.passkeyRegisterOptions,
    request: emptyRequestSchema,
    response: passkeyCreationOptionsSchema,
  },
  passkeyRegister: {
    ...ENDPOINT_ROUTES.passkeyRegister,
    request: passkeyRegisterRequestSchema,
    response: securityResponseSchema,
  },
  renamePasskey: {
    ...ENDPOINT_ROUTES.renamePasskey,
    request: renamePasskeyRequestSchema,
    response: securityResponseSchema,
  },
  removePasskey: {
    ...ENDPOINT_ROUTES.removePasskey,
    request: removePasskeyRequestSchema,
    response: securityResponseSchema,
  },
  passkeySignInOptions: {
    ...ENDPOINT_ROUTES.passkeySignInOptions,
    request: emptyRequestSchema,
    response: passkeyRequestOptionsSchema,
  },
  passkeySignIn: {
    ...ENDPOINT_ROUTES.passkeySignIn,
    request: passkeySignInRequestSchema,
    response: passkeySignInResponseSchema,
  },
  totpSetup: {
    ...ENDPOINT_ROUTES.totpSetup,
    request: emptyRequestSchema,
    response: totpSetupResponseSchema,
  },
  totpEnable: {
    ...ENDPOINT_ROUTES.totpEnable,
    request: totpEnableRequestSchema,
    response: recoveryCodesResponseSchema,
  },
  totpDisable: {
    ...ENDPOINT_ROUTES.totpDisable,
    request: emptyRequestSchema,
    response: securityResponseSchema,
  },
  renewRecoveryCodes: {
    ...ENDPOINT_ROUTES.renewRecoveryCodes,
    request: emptyRequestSchema,
    response: recoveryCodesResponseSchema,
  },
  secondFactor: {
    ...ENDPOINT_ROUTES.secondFactor,
    request: secondFactorRequestSchema,
    response: passkeySignInResponseSchema,
  },
  stepUp: {
    ...ENDPOINT_ROUTES.stepUp,
    request: stepUpRequestSchema,
    response: stepUpResponseSchema,
  },
  signInHistory: {
    ...ENDPOINT_ROUTES.signInHistory,
    request: emptyRequestSchema,
    response: signInHistoryResponseSchema,
  },
} as const;
