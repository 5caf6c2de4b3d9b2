import type { Config } from '../../config.js';
import type { WhmcsClient } from '../../whmcs/index.js';

import { checkResult, describeError } from './check.js';
import type { CheckResult } from './check.js';
import {
  describeFieldIds,
  describeSettingError,
  NO_CLIENT_TO_READ,
  readClientFieldIds,
} from './whmcs-setting-checks.js';

/** The title of the check, as printed. */
export const SECURITY_FIELD_TITLE = 'Security field SECURITY_FIELD';

/** WHMCS's public registration page, beside `includes/api.php` at the WHMCS root. */
function registerPageUrl(endpoint: string): string {
  return new URL('../register.php', endpoint).toString();
}

/** What the registration page says of the field. */
type PageVerdict = 'listed' | 'absent' | { unreadable: string };

/**
 * Reads WHMCS's registration page and looks for the field's input. The page
 * shows every client custom field that is not "Admin Only" as
 * `customfield[ID]`, so its absence from a page that shows the form is the
 * one outside sign that the field is admin-only: the API has no read of
 * field definitions, and an admin-only field reads like any other there.
 */
async function readRegisterPage(
  url: string,
  fieldId: number,
  timeoutMs: number,
): Promise<PageVerdict> {
  let html: string;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    if (response.status !== 200) {
      return { unreadable: `it answered HTTP ${response.status}` };
    }
    html = await response.text();
  } catch (error) {
    return { unreadable: describeError(error) };
  }
  if (
    html.includes(`customfield[${fieldId}]`) ||
    html.includes(`customfield%5B${fieldId}%5D`)
  ) {
    return 'listed';
  }
  // Registration turned off shows a notice (or the sign-in form) instead.
  const isForm = ['firstname', 'email'].every((name) =>
    html.includes(`name="${name}"`),
  );
  return isForm ? 'absent' : { unreadable: 'it shows no registration form' };
}

/** The verdict of the page, as a check line. */
function describeVerdict(
  verdict: PageVerdict,
  fieldId: number,
  url: string,
): CheckResult {
  if (verdict === 'listed') {
    return checkResult(
      'FAIL',
      SECURITY_FIELD_TITLE,
      `field ${fieldId} is not admin-only: ${url} lists customfield[${fieldId}], so customers could read and change their own passkeys and second factor in WHMCS's client area. Fix: tick "Admin Only" on the field (WHMCS → System Settings → Custom Client Fields).`,
    );
  }
  if (verdict === 'absent') {
    return checkResult(
      'ok',
      SECURITY_FIELD_TITLE,
      `field ${fieldId} exists and is admin-only (not on ${url}); SECRETS_KEY is set`,
    );
  }
  return checkResult(
    'warn',
    SECURITY_FIELD_TITLE,
    `field ${fieldId} exists, but whether it is admin-only is not checked: ${url} could not be read (${verdict.unreadable}; registration may be off). Fix: make sure "Admin Only" is ticked on the field (WHMCS → System Settings → Custom Client Fields), or customers could change their own passkeys and second factor.`,
  );
}

/**
 * SECURITY_FIELD (docs/security.md, "Where the factors live"): off is a
 * warning; set, the client custom field must exist and be admin-only, and
 * SECRETS_KEY must be there to seal its values. No client's value is read
 * or opened: the doctor reads no client data.
 */
export async function checkSecurityField(
  whmcs: WhmcsClient,
  config: Config,
): Promise<CheckResult> {
  const { fieldId, secretsKey } = config.security;
  if (fieldId === null) {
    return checkResult(
      'warn',
      SECURITY_FIELD_TITLE,
      'not set: passkeys and the second factor are off, so customers sign in with a password or an e-mailed code alone. Fix: create an admin-only client custom field (WHMCS → System Settings → Custom Client Fields, "Admin Only" ticked), set SECURITY_FIELD to its id and SECRETS_KEY to 32 random bytes (openssl rand -base64 32).',
    );
  }
  if (secretsKey === null) {
    return checkResult(
      'FAIL',
      SECURITY_FIELD_TITLE,
      'SECRETS_KEY is not set: it seals the second factor kept in the field. Fix: set it to 32 random bytes (openssl rand -base64 32), and keep it: another key cannot open what the first sealed.',
    );
  }
  const ids = await readClientFieldIds(whmcs);
  if (ids === null) {
    return checkResult('warn', SECURITY_FIELD_TITLE, NO_CLIENT_TO_READ);
  }
  if (!ids.includes(fieldId)) {
    return checkResult(
      'FAIL',
      SECURITY_FIELD_TITLE,
      `WHMCS has no client custom field with id ${fieldId} (${describeFieldIds(ids)}). Fix: create an admin-only client custom field for passkeys and the second factor (WHMCS → System Settings → Custom Client Fields, "Admin Only" ticked) and set SECURITY_FIELD to its id.`,
    );
  }
  const url = registerPageUrl(whmcs.endpoint);
  const verdict = await readRegisterPage(url, fieldId, config.whmcs.timeoutMs);
  return describeVerdict(verdict, fieldId, url);
}

/** {@link checkSecurityField}, a failed read of WHMCS becoming a warning. */
export async function checkSecurityFieldSafely(
  whmcs: WhmcsClient,
  config: Config,
): Promise<CheckResult> {
  try {
    return await checkSecurityField(whmcs, config);
  } catch (error) {
    return describeSettingError(SECURITY_FIELD_TITLE, error);
  }
}
