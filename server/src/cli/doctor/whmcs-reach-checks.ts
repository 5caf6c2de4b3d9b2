import {
  WHMCS_MESSAGES,
  WhmcsBadReplyError,
  WhmcsError,
  WhmcsHttpError,
  WhmcsNetworkError,
  WhmcsTimeoutError,
} from '../../whmcs/index.js';

import { describeError } from './check.js';

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);
const UNREACHABLE_CODES = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
]);
const CUT_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

function isTlsCode(code: string): boolean {
  return /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|EPROTO$)/.test(
    code,
  );
}

/** Why a network error happened, and what to do, in an operator's words. */
function describeNetworkError(error: WhmcsNetworkError, url: URL): string {
  const code = error.code ?? '';
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (DNS_CODES.has(code)) {
    return `the host name ${url.hostname} does not resolve (DNS, ${code}). Fix: check the host in WHMCS_URL and this machine's DNS (nslookup ${url.hostname}).`;
  }
  if (code === 'ECONNREFUSED') {
    return `${url.hostname}:${port} refused the connection (${code}). Fix: check the scheme and port in WHMCS_URL (https:// is port 443), that WHMCS's web server runs, and that its firewall lets this server in.`;
  }
  if (UNREACHABLE_CODES.has(code)) {
    return `no connection to ${url.hostname}:${port} (${code}). Fix: a firewall drops this server's connections, or WHMCS_URL points at the wrong address.`;
  }
  if (CUT_CODES.has(code)) {
    return `the connection to ${url.hostname} was cut (${code}). Fix: a firewall, proxy or WAF in front of WHMCS closes it; let this server through to /includes/api.php.`;
  }
  if (code === 'ERR_SSL_WRONG_VERSION_NUMBER' || code === 'EPROTO') {
    return `TLS failed (${code}): ${url.hostname}:${port} does not speak https. Fix: use http:// for that port in WHMCS_URL, or WHMCS's https port.`;
  }
  if (isTlsCode(code)) {
    return `TLS failed (${code}): WHMCS's certificate is not trusted (expired, self-signed, or issued for another name). Fix: install a valid certificate on WHMCS (e.g. Let's Encrypt); the server never skips certificate checks.`;
  }
  return `could not reach WHMCS${code ? ` (${code})` : ''}. Fix: check WHMCS_URL and the network between this server and WHMCS.`;
}

function describeHttpError(status: number, endpoint: string): string {
  if (status >= 300 && status < 400) {
    return `HTTP ${status}, a redirect: the server does not follow redirects, which would resend the API secret. Fix: set WHMCS_URL to the address it redirects to (often https:// or www.).`;
  }
  if (status === 401) {
    return `HTTP 401: the web server asks for a password before WHMCS runs. Fix: exempt /includes/api.php from that HTTP authentication.`;
  }
  if (status === 403) {
    return `HTTP 403 without a WHMCS answer: a firewall or WAF in front of WHMCS (Cloudflare, ModSecurity, Imunify360, a hosting panel rule) blocks this server. Fix: allow this server's IP for /includes/api.php in that WAF.`;
  }
  if (status === 404) {
    return `HTTP 404: there is no WHMCS API at ${endpoint}. Fix: set WHMCS_URL to the WHMCS root, the address under which /includes/api.php lives (e.g. https://billing.example.com or https://example.com/whmcs).`;
  }
  if (status === 429) {
    return `HTTP 429: a rate limit in front of WHMCS refused the call. Fix: exempt this server's IP from it for /includes/api.php.`;
  }
  if (status >= 500) {
    return `HTTP ${status}: WHMCS failed with a server error. Fix: see WHMCS's PHP error log and Utilities → Logs (a Cloudflare 52x page means WHMCS's own server is down).`;
  }
  return `unexpected HTTP ${status}. Fix: check that WHMCS_URL is the WHMCS root.`;
}

/**
 * Whether the WhmcsDetails call reached WHMCS's API; null when it did (WHMCS
 * answered JSON, success or error), else the failure to report.
 */
export function describeReach(
  error: unknown,
  endpoint: string,
  timeoutMs: number,
): string | null {
  if (error === null || error instanceof WhmcsError) {
    return null;
  }
  if (error instanceof WhmcsNetworkError) {
    return describeNetworkError(error, new URL(endpoint));
  }
  if (error instanceof WhmcsTimeoutError) {
    return `no answer within ${timeoutMs} ms (WHMCS_TIMEOUT_MS). Fix: WHMCS is overloaded, or a firewall silently drops this server's requests; try curl -I ${endpoint} from this machine.`;
  }
  if (error instanceof WhmcsHttpError) {
    return describeHttpError(error.status, endpoint);
  }
  if (error instanceof WhmcsBadReplyError) {
    if (/html/i.test(error.message)) {
      return `an HTML page answered instead of WHMCS's API. Fix: WHMCS_URL must be the WHMCS root, and no WAF challenge, maintenance or login page may sit in front of /includes/api.php.`;
    }
    if (/not JSON/i.test(error.message)) {
      return `the answer is not JSON. Fix: PHP errors or a hook print text instead of WHMCS's reply; turn display_errors off and read WHMCS's PHP error log.`;
    }
    // JSON that our schema does not expect: WHMCS's API did answer.
    return null;
  }
  return `could not call WHMCS: ${describeError(error)}.`;
}

/**
 * Whether WHMCS refused the API credential itself; null when it accepted it,
 * else the refusal and its fix.
 */
export function describeCredentialRefusal(error: unknown): string | null {
  if (!(error instanceof WhmcsError) || !error.isAccessDenied()) {
    return null;
  }
  if (error.matches(WHMCS_MESSAGES.authenticationFailed)) {
    return `WHMCS refused them ("Authentication Failed"). Fix: check WHMCS_IDENTIFIER and WHMCS_SECRET against WHMCS → System Settings → API Credentials (the secret is shown only once; create a new credential if it is lost).`;
  }
  const ip = /^invalid ip\s+(\S+)/i.exec(error.message.trim())?.[1];
  if (ip !== undefined || /^invalid ip\b/i.test(error.message.trim())) {
    return `WHMCS refused this server's IP address ("${error.message}"). Fix: add ${ip ?? "this server's IP"} under WHMCS → System Settings → General Settings → Security → API IP Access Restriction, or set WHMCS_ACCESS_KEY to the $api_access_key in WHMCS's configuration.php.`;
  }
  if (error.matches(WHMCS_MESSAGES.invalidAccessKey)) {
    return `WHMCS refused WHMCS_ACCESS_KEY ("Invalid Access Key"). Fix: set it to exactly the $api_access_key in WHMCS's configuration.php, or remove it and allow this server's IP instead.`;
  }
  if (error.matches(WHMCS_MESSAGES.adminUserRequired)) {
    return `WHMCS did not take the call as an API call ("An admin user is required"). Fix: WHMCS_IDENTIFIER and WHMCS_SECRET must be an API credential (System Settings → API Credentials), not an admin login.`;
  }
  // `Invalid Permissions` is about one action, reported by the API role check.
  return null;
}
