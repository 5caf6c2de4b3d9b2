import { errors as joseErrors, jwtVerify } from 'jose';

import type { ClientProfile } from '../../domain/client.js';
import { fromStore } from '../../lib/app-error.js';
import { isSameEmail } from '../../lib/email.js';

import type { AuthDeps } from './auth.service.js';
import {
  connectToDashboard,
  loadProfile,
  refused,
} from './entry-link-checks.js';

/** The audience every signed entry link must name. */
export const SSO_AUDIENCE = 'members-area';
/** The longest life a signed link may have (product rules: Entry links, 5 minutes). */
export const SSO_MAX_LIFETIME_SECONDS = 300;

/**
 * Checks a signed link (`?sso=`): HS256 with one of the configured keys,
 * audience members-area, at most 5 minutes of life, not expired, used once
 * (its `jti` is remembered until it expires), for a real client whose e-mail
 * matches and who owns the `serviceid` it may name; the visit is logged as
 * "Connected to Dashboard", as for the legacy link.
 */
export async function verifySsoToken(
  deps: Pick<AuthDeps, 'ctx' | 'stores' | 'now'>,
  token: string,
): Promise<ClientProfile> {
  const { ctx, stores, now } = deps;
  if (token.length > 4096) {
    throw refused('Malformed link');
  }
  let payload: Record<string, unknown> | null = null;
  for (const key of ctx.config.entryLinks.ssoKeys) {
    try {
      ({ payload } = await jwtVerify(token, new TextEncoder().encode(key), {
        algorithms: ['HS256'],
        audience: SSO_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
        currentDate: new Date(now()),
      }));
      break;
    } catch (error) {
      if (!(error instanceof joseErrors.JWSSignatureVerificationFailed)) {
        throw refused('Invalid or expired link');
      }
    }
  }
  if (!payload) {
    throw refused('Invalid link');
  }
  const { sub, exp, iat, jti, email } = payload;
  if (
    typeof sub !== 'string' ||
    !/^[1-9]\d{0,9}$/.test(sub) ||
    typeof exp !== 'number' ||
    typeof iat !== 'number' ||
    typeof jti !== 'string' ||
    jti.length < 8 ||
    jti.length > 200 ||
    typeof email !== 'string' ||
    exp - iat > SSO_MAX_LIFETIME_SECONDS
  ) {
    throw refused('Invalid link');
  }
  const ttlMs = Math.max(exp * 1000 - now(), 1000);
  const isFirstUse = await fromStore(() =>
    stores.tokens.setIfAbsent(`sso:jti:${jti}`, sub, ttlMs),
  );
  if (!isFirstUse) {
    throw refused('This link was already used');
  }
  const { serviceid } = payload;
  if (
    serviceid !== undefined &&
    (typeof serviceid !== 'number' ||
      !Number.isInteger(serviceid) ||
      serviceid < 1)
  ) {
    throw refused('Invalid link');
  }
  const profile = await loadProfile(ctx, Number(sub));
  if (
    !isSameEmail(profile.email, email) ||
    profile.status.toLowerCase() === 'closed'
  ) {
    throw refused('Invalid link');
  }
  await connectToDashboard(ctx, profile, serviceid ?? null);
  return profile;
}
