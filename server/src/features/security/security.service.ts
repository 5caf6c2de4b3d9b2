import type { SecurityResponse } from '@members/contract';

import { relyingPartyOf } from '../../domain/passkey-ceremonies.js';
import type { RelyingParty } from '../../domain/passkey-ceremonies.js';
import { presentSecurity } from '../../domain/security-overview.js';
import {
  emptySecurityRecord,
  isSecurityAvailable,
  loadSecurityRecord,
} from '../../domain/security-record.js';
import type { SecurityRecord } from '../../domain/security-record.js';
import type {
  Identity,
  RequestMeta,
  RouteCall,
} from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';

/** What the security use cases need. */
export type SecurityDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'stores' | 'sessions' | 'brand' | 'now'
>;

/** The security answer, without its envelope. */
export type SecurityAnswer = Omit<SecurityResponse, 'error'>;

/** Who this server's passkeys are for: PUBLIC_URL's site, under the provider's name. */
export function relyingParty(
  deps: Pick<SecurityDeps, 'config' | 'brand'>,
  meta: Pick<RequestMeta, 'origin'>,
): RelyingParty {
  return relyingPartyOf(deps.config.publicUrl, deps.brand.name, meta.origin);
}

/** The answer of the security page and of every change of a factor. */
export function securityAnswer(
  deps: Pick<SecurityDeps, 'config' | 'now'>,
  record: SecurityRecord,
  identity: Pick<Identity, 'session'>,
): SecurityAnswer {
  return presentSecurity(deps, record, identity.session, deps.now());
}

/**
 * The customer's factors: their passkeys, the authenticator app, the
 * recovery codes left and until when sensitive changes need no new check.
 * On a server without SECURITY_FIELD or SECRETS_KEY: not available, nothing set.
 */
export async function getSecurity(
  deps: SecurityDeps,
  { identity }: Pick<RouteCall<'security'>, 'identity'>,
): Promise<SecurityAnswer> {
  if (!isSecurityAvailable(deps)) {
    return securityAnswer(deps, emptySecurityRecord(), identity);
  }
  const { record } = await loadSecurityRecord(deps, identity.clientId);
  return securityAnswer(deps, record, identity);
}
