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
