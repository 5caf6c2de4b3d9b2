/**
 * A value our code may pass as a WHMCS action parameter; arrays and objects
 * become PHP bracket keys (`unset[0]`, `email_preferences[general]`).
 */
export type WhmcsParamValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly WhmcsParamValue[]
  | { readonly [key: string]: WhmcsParamValue };

/** The parameters of one WHMCS call, keyed by WHMCS's parameter names. */
export type WhmcsParams = { readonly [key: string]: WhmcsParamValue };

/** Fields the client sets itself; an action parameter must never override them. */
export const RESERVED_PARAM_NAMES: ReadonlySet<string> = new Set([
  'action',
  'identifier',
  'secret',
  'accesskey',
  'responsetype',
  'username',
  'password',
]);

const SENSITIVE_PARAM_NAMES: ReadonlySet<string> = new Set([
  'secret',
  'accesskey',
  'password',
  'password2',
  'servicepassword',
  // Custom fields carry the IPTV line password, and SendEmail variables carry sign-in codes.
  'customfields',
  'customvars',
]);

const LARGE_PARAM_NAMES: ReadonlySet<string> = new Set(['attachments']);

function appendValue(
  form: URLSearchParams,
  key: string,
  value: WhmcsParamValue,
): void {
  if (value === undefined || value === null || value === false) {
    return;
  }
  if (value === true) {
    form.append(key, '1');
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new TypeError(`WHMCS parameter ${key} is not a finite number`);
    }
    form.append(key, String(value));
    return;
  }
  if (typeof value === 'string') {
    form.append(key, value);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((entry: WhmcsParamValue, index) =>
      appendValue(form, `${key}[${index}]`, entry),
    );
    return;
  }
  for (const [name, entry] of Object.entries(value)) {
    appendValue(form, `${key}[${name}]`, entry);
  }
}

/**
 * Appends action parameters to a form body the way PHP's `http_build_query`
 * would: nested values as bracket keys, `true` as `1`, and `false`, `null`
 * and `undefined` left out because WHMCS's reading of `"false"` varies.
 */
export function appendFormParams(
  form: URLSearchParams,
  params: WhmcsParams,
): void {
  for (const [key, value] of Object.entries(params)) {
    if (RESERVED_PARAM_NAMES.has(key.toLowerCase())) {
      throw new TypeError(`WHMCS parameter ${key} is reserved for the client`);
    }
    appendValue(form, key, value);
  }
}

function maskValue(key: string, value: WhmcsParamValue): WhmcsParamValue {
  if (value === undefined || value === null) {
    return value;
  }
  if (SENSITIVE_PARAM_NAMES.has(key.toLowerCase())) {
    return '***';
  }
  if (LARGE_PARAM_NAMES.has(key.toLowerCase())) {
    return typeof value === 'string' ? `[${value.length} chars]` : '[omitted]';
  }
  if (Array.isArray(value)) {
    return value.map((entry: WhmcsParamValue) => maskValue(key, entry));
  }
  if (typeof value === 'object') {
    return maskParams(value as WhmcsParams);
  }
  return value;
}

/**
 * Copies parameters for a log line with secrets, passwords, custom fields and
 * e-mail variables masked and attachment payloads reduced to their size.
 */
export function maskParams(params: WhmcsParams): WhmcsParams {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, maskValue(key, value)]),
  );
}
