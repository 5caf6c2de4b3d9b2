import type { PrivacyResponse } from '@members/contract';

import { logOnce } from '../../domain/write-checks.js';
import type { RouteCall } from '../../http/define-route.js';

import { loadPrivacy } from './load-privacy.service.js';
import type { PrivacyDeps } from './privacy.service.js';

/** Whether WHMCS holds the consent `optIn` for the client now. */
async function holdsConsent(
  deps: PrivacyDeps,
  clientId: number,
  optIn: boolean,
): Promise<boolean> {
  const { client } = await deps.whmcs.getClientsDetails({ clientid: clientId });
  return client.marketing_emails_opt_in === optIn;
}

/**
 * Gives or takes back the marketing consent: WHMCS's `marketingoptin`,
 * written with UpdateClient alone (nothing else of the client changes) as
 * one journal step, read back after a lost answer; the change is logged in
 * the client's activity log, the proof of when consent was given or
 * withdrawn. It answers the page as WHMCS now has it.
 */
export async function setMarketingConsent(
  deps: PrivacyDeps,
  {
    identity,
    input,
    journal,
  }: Pick<RouteCall<'marketingConsent'>, 'identity' | 'input' | 'journal'>,
): Promise<Omit<PrivacyResponse, 'error'>> {
  const { clientId } = identity;
  await journal.step('consent', {
    check: async () =>
      (await holdsConsent(deps, clientId, input.optIn)) ? true : null,
    write: async () => {
      await deps.whmcs.updateClient({
        clientid: clientId,
        marketingoptin: input.optIn ? 1 : 0,
      });
      return true;
    },
  });
  await logOnce(
    deps,
    journal,
    clientId,
    input.optIn
      ? 'Marketing e-mails consent given in the members area'
      : 'Marketing e-mails consent withdrawn in the members area',
  );
  return loadPrivacy(deps, clientId);
}
