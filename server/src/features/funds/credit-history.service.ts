import type { CreditEntry, CreditHistoryResponse } from '@members/contract';

import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import type { RouteCall } from '../../http/define-route.js';
import type { GetCreditsReply } from '../../whmcs/index.js';

import { loadAddFundsLimits, type FundsDeps } from './funds-shared.js';

type CreditLogEntry = GetCreditsReply['credits'][number];

/** A credit log entry as the customer sees it; one without a date is left out. */
function toEntry(entry: CreditLogEntry): CreditEntry | null {
  return entry.date === null
    ? null
    : {
        id: entry.id,
        date: entry.date,
        description: entry.description,
        amount: entry.amount,
      };
}

/** Newest first: by date, then by id (the later record of a day first). */
function byNewest(a: CreditEntry, b: CreditEntry): number {
  return a.date === b.date
    ? b.id - a.id
    : (a.date ?? '') < (b.date ?? '')
      ? 1
      : -1;
}

/**
 * `creditHistory`: the session client's credit balance, its movements
 * (WHMCS's credit log, newest first) and what adding funds allows.
 */
export async function getCreditHistory(
  deps: FundsDeps,
  { identity }: Pick<RouteCall<'creditHistory'>, 'identity'>,
): Promise<Omit<CreditHistoryResponse, 'error'>> {
  const { clientId } = identity;
  const [profile, log] = await Promise.all([
    getClientProfile(deps, clientId),
    deps.whmcs.getCredits({ clientid: clientId }),
  ]);
  const [currency, addFunds] = await Promise.all([
    getClientCurrency(deps, profile),
    loadAddFundsLimits(deps, profile.credit),
  ]);
  const entries = log.credits
    .map(toEntry)
    .filter((entry): entry is CreditEntry => entry !== null)
    .sort(byNewest);
  return {
    credit: { amount: profile.credit, currency },
    entries,
    addFunds,
  };
}
