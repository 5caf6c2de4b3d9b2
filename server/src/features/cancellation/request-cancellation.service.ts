import type { CancelRequestResponse } from '@members/contract';

import {
  checkContractNamed,
  consumeDeclarationLimits,
} from '../../domain/declarations.js';
import type { Identity, RouteCall } from '../../http/define-route.js';

import { cancelAsGuest } from './cancel-as-guest.service.js';
import { cancelSignedIn } from './cancel-signed-in.service.js';
import type { CancellationDeps } from './cancellation-shared.js';

/**
 * `cancelRequest`: the confirmation page's declaration (§ 312k BGB). Signed
 * in, `serviceid` names one of the customer's own subscriptions and WHMCS
 * gets the cancellation request; a guest names the subscription by
 * `serviceRef` and staff get it (docs/cancellation.md). Either way the
 * declaration is recorded with its time of receipt before the answer, and
 * its confirmation goes out at once.
 */
export async function requestCancellation(
  deps: CancellationDeps,
  identity: Identity | null,
  call: RouteCall<'cancelRequest'>,
): Promise<Omit<CancelRequestResponse, 'error'>> {
  const { input, journal, meta } = call;
  checkContractNamed(identity !== null, input);
  await consumeDeclarationLimits(
    deps,
    journal,
    'cancellation',
    input.email,
    meta.ip,
  );
  return identity
    ? cancelSignedIn(deps, identity, call, input.serviceid ?? 0)
    : cancelAsGuest(deps, call, input.serviceRef ?? '');
}
