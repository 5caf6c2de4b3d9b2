import { appendFormParams } from './form-params.js';
import type { WhmcsParams } from './form-params.js';

/** Where WHMCS answers its API, under its base URL. */
const API_PATH = '/includes/api.php';

/** The credentials every call carries in its form. */
export interface WhmcsCredentials {
  readonly identifier: string;
  readonly secret: string;
  /** Lets calls skip WHMCS's IP allow-list when `$api_access_key` is set there. */
  readonly accessKey?: string | undefined;
}

/**
 * Turns the configured WHMCS base URL into the API endpoint without doubling
 * the path, which WHMCS would answer with "An admin user is required".
 */
export function resolveApiEndpoint(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError('WHMCS URL must use http or https');
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw new TypeError('WHMCS URL must not carry credentials');
  }
  const path = parsed.pathname.replace(/\/+$/, '');
  parsed.pathname = path.toLowerCase().endsWith(API_PATH)
    ? path
    : `${path}${API_PATH}`;
  parsed.hash = '';
  return parsed.toString();
}

/** The form one call posts: the action, the credentials, JSON asked for, and its parameters. */
export function buildCallBody(
  credentials: WhmcsCredentials,
  action: string,
  params: WhmcsParams,
): string {
  const form = new URLSearchParams();
  form.set('action', action);
  form.set('identifier', credentials.identifier);
  form.set('secret', credentials.secret);
  if (credentials.accessKey) {
    form.set('accesskey', credentials.accessKey);
  }
  form.set('responsetype', 'json');
  appendFormParams(form, params);
  return form.toString();
}
