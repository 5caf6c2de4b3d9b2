import type { WithdrawResponse } from '@members/contract';

import {
  checkContractNamed,
  consumeDeclarationLimits,
} from '../../domain/declarations.js';
import type { Identity, RouteCall } from '../../http/define-route.js';

import { withdrawAsGuest } from './withdraw-as-guest.service.js';
import { withdrawSignedIn } from './withdraw-signed-in.service.js';
import type { WithdrawalDeps } from './withdrawal-shared.js';

/**
 * `withdraw`: the withdrawal function's declaration (§ 356a BGB), sent by
 * its "Confirm withdrawal" step (`confirmed`, which the contract requires:
 * without it nothing is recorded). Signed in, `serviceid` names one of the
 * customer's own lines: WHMCS gets an immediate cancellation request within
 * the period and billing staff a ticket naming the invoices to refund; a
 * guest names the line by `serviceRef` and staff get it
 * (docs/cancellation.md). Either way the declaration is recorded with its
 * time of receipt before the answer, and its receipt goes out at once.
 */
export async function requestWithdrawal(
  deps: WithdrawalDeps,
  identity: Identity | null,
  call: RouteCall<'withdraw'>,
): Promise<Omit<WithdrawResponse, 'error'>> {
  const { input, journal, meta } = call;
  checkContractNamed(identity !== null, input);
  await consumeDeclarationLimits(
    deps,
    journal,
    'withdrawal',
    input.email,
    meta.ip,
  );
  return identity
    ? withdrawSignedIn(deps, identity, call, input.serviceid ?? 0)
    : withdrawAsGuest(deps, call, input.serviceRef ?? '');
}
