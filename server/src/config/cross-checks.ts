import type { ParsedEnv } from './env-schema.js';

/** The lists the checks across variables read, split once. */
export interface SplitLists {
  affiliateUrls: string[];
  ssoKeys: string[];
}

/** A comma (or other) separated setting as its trimmed, non-empty entries. */
export function splitList(value: string, separator: RegExp | string): string[] {
  return value
    .split(separator)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The affiliate links and the single sign-on keys, split from their settings. */
export function splitLists(e: ParsedEnv): SplitLists {
  return {
    affiliateUrls: splitList(
      e.AFFILIATE_URLS ??
        'https://streammax.example/?aff=,https://streammax.example/offers?aff=,https://streammax.example/trial?aff=',
      /[,|]/,
    ),
    ssoKeys: splitList(e.SSO_KEYS ?? '', ','),
  };
}

/** The problems across variables, each a line for the operator. */
export function listCrossProblems(
  e: ParsedEnv,
  isEmbedded: boolean,
  { affiliateUrls, ssoKeys }: SplitLists,
): string[] {
  const problems: string[] = [];
  if (!isEmbedded && (!e.WHMCS_IDENTIFIER || !e.WHMCS_SECRET)) {
    problems.push(
      'WHMCS_IDENTIFIER and WHMCS_SECRET: required when WHMCS_URL is set',
    );
  }
  if (!isEmbedded && !e.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: required with a real WHMCS_URL (links in e-mails must not be built from the Host header)',
    );
  }
  if (!isEmbedded && !e.SMTP_URL && !e.DEMO_OUTBOX) {
    problems.push(
      'SMTP_URL: required with a real WHMCS_URL, or sign-in codes could not be delivered (DEMO_OUTBOX=true keeps them in the demo outbox instead)',
    );
  }
  if (affiliateUrls.some((url) => !/^https?:\/\//.test(url))) {
    problems.push('AFFILIATE_URLS: must be http(s) URLs separated by commas');
  }
  if (e.SECRETS_KEY !== undefined && parseSecretsKey(e.SECRETS_KEY) === null) {
    problems.push(
      'SECRETS_KEY: must be 32 random bytes, as 64 hex digits or base64 (openssl rand -base64 32)',
    );
  }
  if (!isEmbedded && e.SECURITY_FIELD !== 0 && e.SECRETS_KEY === undefined) {
    problems.push(
      'SECRETS_KEY: required with SECURITY_FIELD (it seals the second factor kept in that field)',
    );
  }
  problems.push(...listPushProblems(e));
  if (ssoKeys.some((key) => key.length < 32)) {
    problems.push('SSO_KEYS: each key must be at least 32 characters');
  }
  return problems;
}

/**
 * The secrets key as base64 of its 32 bytes, from 64 hex digits or base64;
 * null when it is neither.
 */
export function parseSecretsKey(value: string): string | null {
  const bytes = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
      ? Buffer.from(value, 'base64')
      : null;
  return bytes?.length === 32 ? bytes.toString('base64') : null;
}

/**
 * A push service of PUSH_SERVICES: an https origin, or `https://*.suffix`.
 * Plain http only reaches this machine (a local push service in tests): a
 * message's VAPID token must not cross a network in clear.
 */
function isPushServiceOrigin(entry: string): boolean {
  return (
    /^https:\/\/(\*\.)?[^/*\s]+$/.test(entry) ||
    /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/.test(entry)
  );
}

/** The problems of the web push settings (docs/push.md). */
function listPushProblems(e: ParsedEnv): string[] {
  const problems: string[] = [];
  if (
    (e.VAPID_PUBLIC_KEY === undefined) !==
    (e.VAPID_PRIVATE_KEY === undefined)
  ) {
    problems.push(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither (npx web-push generate-vapid-keys)',
    );
  }
  if (
    e.VAPID_PUBLIC_KEY !== undefined &&
    !/^[A-Za-z0-9_-]{87}$/.test(e.VAPID_PUBLIC_KEY)
  ) {
    problems.push(
      'VAPID_PUBLIC_KEY: must be a P-256 public key in base64url (87 characters)',
    );
  }
  if (
    e.VAPID_PRIVATE_KEY !== undefined &&
    !/^[A-Za-z0-9_-]{43}$/.test(e.VAPID_PRIVATE_KEY)
  ) {
    problems.push(
      'VAPID_PRIVATE_KEY: must be a P-256 private key in base64url (43 characters)',
    );
  }
  if (
    e.VAPID_SUBJECT !== undefined &&
    !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(e.VAPID_SUBJECT)
  ) {
    problems.push('VAPID_SUBJECT: must be a mailto: address or an https: URL');
  }
  if (e.VAPID_PUBLIC_KEY !== undefined && e.VAPID_SUBJECT === undefined) {
    problems.push(
      'VAPID_SUBJECT: required with the VAPID keys (mailto: or https:)',
    );
  }
  if (e.PUSH_HOOK_SECRET !== undefined && e.PUSH_HOOK_SECRET.length < 32) {
    problems.push('PUSH_HOOK_SECRET: must be at least 32 characters');
  }
  const services = splitList(e.PUSH_SERVICES, ',');
  if (services.some((entry) => !isPushServiceOrigin(entry))) {
    problems.push(
      'PUSH_SERVICES: must be https: origins separated by commas, e.g. https://fcm.googleapis.com or https://*.notify.windows.com (http: only for this machine, e.g. http://127.0.0.1:8080)',
    );
  }
  return problems;
}
