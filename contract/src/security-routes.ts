import { BASE_PATH } from './pages.js';
import type { EndpointRoute } from './routes.js';

const API = `${BASE_PATH}/api`;

/** The routes of sign-in and security: passkeys, the second factor, step-up, the history. */
export const SECURITY_ROUTES = {
  security: {
    method: 'GET',
    path: `${API}/security`,
    auth: 'session',
  },
  passkeyRegisterOptions: {
    method: 'POST',
    path: `${API}/passkeyRegisterOptions`,
    auth: 'session',
  },
  passkeyRegister: {
    method: 'POST',
    path: `${API}/passkeyRegister`,
    auth: 'session',
  },
  renamePasskey: {
    method: 'POST',
    path: `${API}/renamePasskey`,
    auth: 'session',
  },
  removePasskey: {
    method: 'POST',
    path: `${API}/removePasskey`,
    auth: 'session',
  },
  passkeySignInOptions: {
    method: 'POST',
    path: `${API}/passkeySignInOptions`,
    auth: 'public',
  },
  passkeySignIn: {
    method: 'POST',
    path: `${API}/passkeySignIn`,
    auth: 'public',
  },
  totpSetup: {
    method: 'POST',
    path: `${API}/totpSetup`,
    auth: 'session',
  },
  totpEnable: {
    method: 'POST',
    path: `${API}/totpEnable`,
    auth: 'session',
  },
  totpDisable: {
    method: 'POST',
    path: `${API}/totpDisable`,
    auth: 'session',
  },
  renewRecoveryCodes: {
    method: 'POST',
    path: `${API}/renewRecoveryCodes`,
    auth: 'session',
  },
  secondFactor: {
    method: 'POST',
    path: `${API}/secondFactor`,
    auth: 'public',
  },
  stepUp: {
    method: 'POST',
    path: `${API}/stepUp`,
    auth: 'session',
  },
  signInHistory: {
    method: 'GET',
    path: `${API}/signInHistory`,
    auth: 'session',
  },
} as const satisfies Record<string, EndpointRoute>;
