import { ROUTES } from '../config/paths';
import { call } from '../lib/api-client';
import { writeCookie } from '../lib/cookies';

/** How long a referral is remembered. */
const AFF_COOKIE_DAYS = 30;
const ALERT_PARAMS = ['email', 'userid', 'identifier'];

/**
 * Handles the entry query of ARCHITECTURE.md "Entry links" once, on arrival.
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
    path !== ROUTES.resellerSuccess
  ) {
    return `${ROUTES.subscription}?subscriptionid=${serviceId}`;
  }
  if (changed) {
    const rest = query.toString();
    return `${path}${rest ? `?${rest}` : ''}`;
  }
  return null;
}
