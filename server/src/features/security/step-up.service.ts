import { STEP_UP_WINDOW_MS } from '@members/contract';
import type { StepUpResponse } from '@members/contract';

import { checkFactorCode } from '../../domain/factor-codes.js';
import { provePasskey } from '../../domain/passkeys.js';
import type { RouteCall } from '../../http/define-route.js';

import { relyingParty } from './security.service.js';
import type { SecurityDeps } from './security.service.js';

/**
 * Confirms a factor again (security.md, step-up): a code from the
 * authenticator app or a recovery code, or an assertion of one of this
 * customer's passkeys. The session's check starts now, and sensitive
 * changes need none for the next 10 minutes.
 */
export async function stepUp(
  deps: SecurityDeps,
  {
    identity,
    input,
    meta,
    journal,
  }: Pick<RouteCall<'stepUp'>, 'identity' | 'input' | 'meta' | 'journal'>,
): Promise<Omit<StepUpResponse, 'error'>> {
  if ('code' in input) {
    await checkFactorCode(deps, identity.clientId, journal, input.code);
  } else {
    await provePasskey(deps, relyingParty(deps, meta), input.credential, {
      ip: meta.ip,
      journal,
      sessionClientId: identity.clientId,
    });
  }
  const at = deps.now();
  await deps.sessions.update(identity.sessionId, { factorAt: at });
  return { checkedUntil: new Date(at + STEP_UP_WINDOW_MS).toISOString() };
}
