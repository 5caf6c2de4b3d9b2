import { PAGES } from '@members/contract';

import { call } from '@/lib/api-client';
import { writeCookie } from '@/utils/cookies';

/** How long a referral is remembered. */
const AFF_COOKIE_DAYS = 30;
const ALERT_PARAMS = ['email', 'userid', 'identifier'];

/**
 * Handles the entry query (product rules: Entry links) once, on arrival.
 * Returns where to go instead (path with query), or null to stay.
 */
export function handleEntryQuery(path: string, search: string): string | null {
  const query = new URLSearchParams(search);
  let changed = false;

  const affiliateId = query.get('aff_id');
  if (affiliateId && /^[A-Za-z0-9_-]{1,64}$/.test(affiliateId)) {
    writeCookie('aff_id', affiliateId, AFF_COOKIE_DAYS);
  }

  if (ALERT_PARAMS.every((name) => query.get(name))) {
    const userid = Number(query.get('userid'));
    void call('sendAlert', {
      identifier: query.get('identifier') ?? '',
      email: query.get('email') ?? '',
      userid,
    }).catch(() => undefined);
    // The identifier is the WHMCS API identifier: keep it out of the address bar and history.
    ALERT_PARAMS.forEach((name) => query.delete(name));
    changed = true;
  }

  const serviceId = query.get('serviceid');
  if (
    serviceId &&
    /^\d{1,10}$/.test(serviceId) &&
    path !== PAGES.resellerSuccess
  ) {
    return `${PAGES.subscription}?subscriptionid=${serviceId}`;
  }
  if (changed) {
    const rest = query.toString();
    return `${path}${rest ? `?${rest}` : ''}`;
  }
  return null;
}

/** Entry parameters that carry a credential: never left in the address bar or history. */
const CREDENTIAL_PARAMS = ['secret', 'identifier', 'sso'];

/**
 * The query without credential-carrying entry parameters (the legacy
 * auto-login's API secret, a signed link's token), and without the e-mail
 * and user id that came with a legacy secret.
 */
export function stripCredentialParams(search: string): string {
  const query = new URLSearchParams(search);
  if (query.has('secret')) {
    query.delete('email');
    query.delete('userid');
  }
  CREDENTIAL_PARAMS.forEach((name) => query.delete(name));
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
