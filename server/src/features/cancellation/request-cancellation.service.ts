import type { CancelRequestResponse } from '@members/contract';

import type { Identity, RouteCall } from '../../http/define-route.js';
import { canonicalEmail } from '../../lib/email.js';
import { toIpKey } from '../../lib/ip.js';
import { CANCEL_LIMITS, consumeLimits } from '../../stores/limits.js';

import { cancelAsGuest } from './cancel-as-guest.service.js';
import { cancelSignedIn } from './cancel-signed-in.service.js';
import { fieldError } from './cancellation-shared.js';
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
  if (identity) {
    if (input.serviceRef !== undefined) {
      throw fieldError('serviceRef', 'not_allowed');
    }
    if (input.serviceid === undefined) {
      throw fieldError('serviceid', 'required');
    }
  } else {
    if (input.serviceid !== undefined) {
      throw fieldError('serviceid', 'not_allowed');
    }
    if (input.serviceRef === undefined) {
      throw fieldError('serviceRef', 'service_ref_required');
    }
  }
  await journal.once('limits', async () => {
    await consumeLimits(
      deps.stores.counters,
      [
        {
          key: `cancel:email:${canonicalEmail(input.email)}`,
          ...CANCEL_LIMITS.perEmailHour,
        },
        { key: `cancel:ip:${toIpKey(meta.ip)}`, ...CANCEL_LIMITS.perIpHour },
      ],
      deps.now(),
    );
  });
  return identity
    ? cancelSignedIn(deps, identity, call, input.serviceid ?? 0)
    : cancelAsGuest(deps, call, input.serviceRef ?? '');
}
