import { recordAlertVisit } from '../../domain/alerts.js';
import type { AlertDeps } from '../../domain/alerts.js';
import type { ClientProfile } from '../../domain/client.js';
import { safeEqual } from '../../lib/crypto.js';
import { isSameEmail } from '../../lib/email.js';

import type { AuthDeps, RequestMeta, SignInResult } from './auth.service.js';
import {
  connectToDashboard,
  loadProfile,
  refused,
} from './entry-link-checks.js';
import { issueSession } from './issue-session.js';
import { verifySsoToken } from './sso-token.js';

/** What the entry-link use cases need. */
export type EntryLinkDeps = Pick<
  AuthDeps,
  'ctx' | 'stores' | 'sessions' | 'now'
>;

/**
 * Checks the legacy auto-login (product rules: Entry links) (`identifier`, `secret`, `email`,
 * `userid`, optional `serviceid`): the credentials compared in constant time,
 * the client and the service checked in WHMCS, the visit logged.
 */
export async function verifyLegacyLink(
  deps: Pick<EntryLinkDeps, 'ctx'>,
  query: URLSearchParams,
): Promise<ClientProfile> {
  const { ctx } = deps;
  const identifier = query.get('identifier') ?? '';
  const secret = query.get('secret') ?? '';
  // Both compared, in constant time, before either answer is used.
  const isIdentifier = safeEqual(identifier, ctx.config.whmcs.identifier);
  const isSecret = safeEqual(secret, ctx.config.whmcs.secret);
  if (!isIdentifier || !isSecret) {
    throw refused('Invalid link');
  }
  const userid = query.get('userid') ?? '';
  const email = query.get('email') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(userid) || !email) {
    throw refused('Invalid link');
  }
  const profile = await loadProfile(ctx, Number(userid));
  if (!isSameEmail(profile.email, email)) {
    throw refused('Invalid link');
  }
  const serviceId = query.get('serviceid');
  if (serviceId !== null && !/^[1-9]\d{0,9}$/.test(serviceId)) {
    throw refused('Invalid link');
  }
  await connectToDashboard(
    ctx,
    profile,
    serviceId === null ? null : Number(serviceId),
  );
  return profile;
}

/**
 * Signs in the customer a signed link (`?sso=`) or, when enabled, a legacy
 * auto-login link identifies.
 */
export async function signInByEntryLink(
  deps: EntryLinkDeps,
  query: URLSearchParams,
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
): Promise<SignInResult> {
  const sso = query.get('sso');
  if (sso !== null && deps.ctx.config.entryLinks.ssoKeys.length === 0) {
    throw refused('Signed links are not enabled');
  }
  const profile =
    sso !== null
      ? await verifySsoToken(deps, sso)
      : await verifyLegacyLink(deps, query);
  return issueSession(deps, profile, 'sso', meta);
}

/**
 * The alert link of a WHMCS e-mail (`?email=&userid=&identifier=`, no
 * secret): the visit is written to the client's activity log here, since the
 * identifier never reaches the page. The same checks and limits as
 * `sendAlert` apply.
 */
export async function recordAlertLink(
  deps: AlertDeps,
  query: URLSearchParams,
  ip: string,
): Promise<void> {
  const userid = query.get('userid') ?? '';
  const email = query.get('email') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(userid) || !email) {
    return;
  }
  await recordAlertVisit(deps, {
    identifier: query.get('identifier') ?? '',
    userid: Number(userid),
    email,
    ip,
  });
}
